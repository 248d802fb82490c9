/**
 * Parts whose texts come with their code instead of with the first screen: each has a catalog of its own
 * (`src/locales/{locale}/{name}`, extracted from its folder by lingui.config.ts) that its page loads
 * (flow-catalog.ts). Every folder of `src/shared/` (a part several flows share: the password policy, the calling
 * regions, the license dialogs…) and every feature but the first screen's has one, listed by
 * `npm run features` in flow-catalogs.gen.ts (scripts/features/feature-indexes.ts names the first screen's); so a new flow's texts never grow the first screen's catalog.
 */
import { CATALOG_DIRS } from './flow-catalogs.gen';

export type FlowCatalog = keyof typeof CATALOG_DIRS;
export const FLOW_CATALOGS = Object.keys(CATALOG_DIRS) as FlowCatalog[];

/** The folder a catalog's texts are extracted from. */
export const catalogDir = (catalog: FlowCatalog): string => CATALOG_DIRS[catalog];
