import { CHAIN_STEP_SECONDS } from '../../../schemas/composite.schema';

/**
 * How long a chain lives (issue 15): CHAIN_STEP_SECONDS (10 minutes) from its start or its last passed step,
 * enough to read a texted code or sign in at a plugin, and 30 minutes at most from its start, so a chain cannot
 * be kept alive for good.
 */
export const CHAIN_MAX_SECONDS = 1800;

/** When a chain started at `createdAt` expires if a step passes at `now`. */
export const chainExpiry = (createdAt: Date, now: Date): Date =>
  new Date(
    Math.min(now.getTime() + CHAIN_STEP_SECONDS * 1000, createdAt.getTime() + CHAIN_MAX_SECONDS * 1000),
  );
