import { describe, expect, it } from 'vitest';
import { useSilentProvider } from '../../../test/silent-provider';
import { ConnectorError } from '../connector';
import { callProvider } from './provider-call';

// A provider that does not answer before the caller's deadline is unavailable: the sign-in says so, and the
// server does not fail with the abort (a 500).
const silent = useSilentProvider();

describe('a provider call', () => {
  it('past the caller’s deadline is the provider unavailable, naming the call, not its URL', async () => {
    const signal = silent.abortOnNextRequest();
    const url = new URL(`${silent.origin}/sns/oauth2/access_token?secret=s3cret`);
    const failure = await callProvider('WeChat access_token', url, {}, signal).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConnectorError);
    expect(failure).toMatchObject({ reason: 'providerUnavailable' });
    expect(String(failure)).toContain('WeChat access_token: no answer in time');
    expect(String(failure)).not.toContain('s3cret');
  });

  it('that cannot connect is the provider unavailable', async () => {
    const url = new URL('http://127.0.0.1:9/never');
    const failure = await callProvider('DingTalk userAccessToken', url, {}, AbortSignal.timeout(5_000)).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ reason: 'providerUnavailable' });
  });
});
