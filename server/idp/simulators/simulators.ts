import type { PrefixHandler } from '../prefix-handler';
import { createAlipaySimulator } from './alipay.simulator';
import { createDingTalkSimulator } from './dingtalk.simulator';
import type { SimulatorOptions } from './simulator-app';
import { createWeChatSimulator } from './wechat.simulator';
import { createWeComSimulator } from './wecom.simulator';

/**
 * The provider simulators (DingTalk `/dingtalk`, WeChat `/wechat`, WeCom `/wecom`, Alipay `/alipay`): each serves
 * its provider's authorisation page and API below its prefix, with the published paths, parameters, answers
 * and errors, and the test controls of sim-controls.ts. They stand in for external providers, so their state
 * (codes, tokens) lives in memory.
 */
export function createSimulators(options: SimulatorOptions): PrefixHandler[] {
  return [
    createDingTalkSimulator(options),
    createWeChatSimulator(options),
    createWeComSimulator(options),
    createAlipaySimulator(options),
  ];
}
