import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChainStartRefusal } from '../../machines/shared/chain-step';

/**
 * Why a composite chain's first step could not start the chain (SPEC 8 Composite), as every first step says it
 * (the password, LDAP and SMS forms, a plugin source's start): too many chains from this address; the adapter
 * starts none any more, which a reload of the login page's adapters shows.
 */
export const CHAIN_START_TEXTS: Record<ChainStartRefusal, MessageDescriptor> = {
  chainTooMany: msg`多步验证发起过于频繁，请稍后再试`,
  chainUnavailable: msg`该登录方式的验证流程已变更，请刷新页面后重试`,
};
