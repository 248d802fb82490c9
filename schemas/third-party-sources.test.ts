import { describe, expect, it } from 'vitest';
import { inAppBrowserOf } from './third-party-sources';

// User agents as the apps send them (Android and iOS builds).
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231105 MicroMessenger/8.0.44.2502(0x28002C37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WECOM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.16 MicroMessenger/7.0.1 Language/zh ColorScheme/Light';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';

describe('inAppBrowserOf', () => {
  it('tells WeCom’s browser (which says MicroMessenger too) from WeChat’s, and both from any other', () => {
    expect(inAppBrowserOf(WECOM)).toBe('wechatenterprise');
    expect(inAppBrowserOf(WECHAT)).toBe('wechat');
    expect(inAppBrowserOf(CHROME)).toBeNull();
  });
});
