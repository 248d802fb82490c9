/** `npm run features`: writes the server's feature indexes (feature-routes.ts says what they hold). */
import { writeFileSync } from 'node:fs';
import { FEATURE_INDEXES } from './feature-routes';

for (const index of FEATURE_INDEXES) {
  writeFileSync(index.file, index.text());
  console.log(`Wrote ${index.file}`);
}
