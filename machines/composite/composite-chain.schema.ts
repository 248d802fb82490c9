import * as z from 'zod/mini';
import type { Adapter } from '../../schemas/boot.schema';
import type { CompositeEntry, CompositeHandover } from '../../schemas/composite.schema';
import { Opaque, PluginSourceId } from '../../schemas/plugin-sources';
import type { LoginTypeInput } from '../shared/login-type';
import { BackOutput, SignedInOutput } from '../shared/flow-outputs';

/**
 * What the chain on `/compositeLogin` is given: the tenant's ids and key the login steps sign in with, the plugin
 * sources this device shows (a step naming another is unknown here), and the hand-over of the step that led
 * here, null on a reload (the stored entry is read instead).
 */
export type CompositeChainInput = Pick<
  LoginTypeInput,
  'sm2Key' | 'clientId' | 'enterpriseId' | 'mobile' | 'loginContext'
> & {
  plugins: readonly Adapter[];
  handover: CompositeHandover | null;
};

/**
 * What `readChain` answers: the tab's entry (null when none), whether something stored failed the parse
 * (a tampered entry, SPEC 4 "otherwise reload"), and the time, so the machine never reads the clock.
 */
export type ChainRead = { entry: CompositeEntry | null; tampered: boolean; now: number };

/** Why the chain was dropped: expired or gone, tampered, ended by the server, or a step this page cannot show. */
export type DropReason = 'stale' | 'tampered' | 'chainInvalid' | 'unknownMethod';

/**
 * How the chain ends on this page (the flow table parses it): signed in with the token `validate_auth_code`
 * issued, through the chain's adapter; off to a plugin source, the chain's code riding along; or back to the
 * login.
 */
export const CompositeChainOutput = z.discriminatedUnion('kind', [
  z.extend(SignedInOutput, { authType: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('plugin'), pluginId: PluginSourceId, chainCode: Opaque }),
  BackOutput,
]);
export type CompositeChainOutput = z.infer<typeof CompositeChainOutput>;
