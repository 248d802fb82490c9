import type { ThirdPartyKind } from '../../schemas/third-party-sources';

/**
 * A third-party account waiting to be linked (adapter-bind.machine): the password login that signs a local
 * account in, or the registration that makes one, links it.
 */
export type PendingBindingRef = { kind: ThirdPartyKind; uuid: string };
