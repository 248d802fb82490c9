import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { refusalReader } from '../shared/code-refusal';

/**
 * Why a composite chain's factor step ended the chain (SPEC 8 Composite). The reference server refuses a
 * chain's `save_result` as any refused call (envelope `InvalidParameter`): chainInvalid for a chain expired or
 * already ended, stepRefused for a pass of another method than the step's; its token ends with the chain. A
 * callback result with `auth: false` (another back end's way) names its code in `message`; a code this page
 * has no words for a factor step is the chain's own headline, authFailed.
 */
export const CHAIN_REFUSALS = [
  COMPOSITE_REFUSALS.chainInvalid,
  COMPOSITE_REFUSALS.stepRefused,
  COMPOSITE_REFUSALS.authFailed,
] as const;
export type ChainRefusal = (typeof CHAIN_REFUSALS)[number];

/** The COMPOSITE_REFUSALS code an error carries (a refused call's message), or null for others. */
export const compositeRefusalIn = refusalReader(Object.values(COMPOSITE_REFUSALS));

/** The refusal a callback result's `message` (or a refused call's) names, as the page words it. */
export const chainRefusalOf = (message: string | null | undefined): ChainRefusal =>
  CHAIN_REFUSALS.find((refusal) => refusal === message) ?? COMPOSITE_REFUSALS.authFailed;
