import type { PrefixHandler } from '../prefix-handler';

/** The provider simulators (DingTalk, WeChat, WeCom, Alipay): built in this session's simulators branch. */
export function createSimulators(_options: {
  origin: string;
  clientOrigins: readonly string[];
}): PrefixHandler[] {
  return [];
}
