import { describe, expect, it } from 'vitest';
import { useDemoIdp } from '../../test/demo-idp';
import { simCalls, simControl } from '../../test/idp-process';
import { testBrowser } from '../../test/test-browser';
import { pressButton } from '../../test/simulator-page';
import { callbackData, receive, startThirdParty, submitCallback } from '../../test/third-party-client';
import { keptAppTokens } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// WeCom's corp token kept in the database between sign-ins (its two hours, less a margin), sealed, over HTTP
// against the WeCom simulator: what every server process on the database shares.
const server = useTestServer();
const idp = useDemoIdp(server);
const gettokenCalls = async () => (await simCalls(idp.url, '/wecom')).gettoken ?? 0;
/** A WeCom sign-in inside the WeCom app as `person`: whether the code bought a token or a binding. */
const signsIn = async (person: string) => {
  const browser = testBrowser();
  const authorizeUrl = await startThirdParty(server.url, 'wechatenterprise', browser, { inApp: true });
  const back = await receive((await pressButton(authorizeUrl, 'person', person)).href);
  const data = callbackData(await submitCallback(server.url, 'wechatenterprise', back.search, browser));
  return 'accessToken' in data || 'needBind' in data;
};

describe("WeCom's corp token kept by the server", () => {
  it('is fetched once for several sign-ins and stored sealed', async () => {
    const before = await gettokenCalls();
    expect([await signsIn('zhangwei'), await signsIn('zhangwei'), await signsIn('zhangwei')]).toEqual([
      true,
      true,
      true,
    ]);
    expect((await gettokenCalls()) - before).toBe(1);
    const kept = await keptAppTokens(server.db);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^v1\./);
  });

  it('is fetched anew when WeCom no longer takes it, and the sign-in goes through', async () => {
    await signsIn('zhangwei');
    const before = await gettokenCalls();
    // WeCom ends the token before the server's clock says so (the simulator's clock moved on two hours).
    await simControl(idp.url, '/wecom', 'clock', { advanceSeconds: 7200 });
    expect(await signsIn('zhangwei')).toBe(true);
    expect((await gettokenCalls()) - before).toBe(1);
  });

  it('is fetched anew once the server holds it about to expire', async () => {
    await signsIn('zhangwei');
    const before = await gettokenCalls();
    server.clock.advance((7200 - 299) * 1000);
    await simControl(idp.url, '/wecom', 'clock', { advanceSeconds: 7200 - 299 });
    expect(await signsIn('zhangwei')).toBe(true);
    expect((await gettokenCalls()) - before).toBe(1);
  });
});
