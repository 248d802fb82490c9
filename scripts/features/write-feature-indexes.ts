/** `npm run features`: writes the feature indexes (feature-indexes.ts says what they hold). */
import { writeFileSync } from 'node:fs';
import { FEATURE_INDEXES } from './feature-indexes';

for (const index of FEATURE_INDEXES) {
  writeFileSync(index.file, index.text());
  console.log(`Wrote ${index.file}`);
}
