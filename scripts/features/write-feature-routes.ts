/** `npm run features`: writes the server's feature index (feature-routes.ts says what it holds). */
import { writeFileSync } from 'node:fs';
import { INDEX_FILE, featureRoutes, featureRoutesIndex } from './feature-routes';

const routes = featureRoutes();
writeFileSync(INDEX_FILE, featureRoutesIndex(routes));
console.log(`Wrote ${INDEX_FILE}: ${routes.length} route modules' mounts`);
