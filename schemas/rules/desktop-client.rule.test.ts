import { describe, expect, it } from 'vitest';
import { desktopKeyAfter, desktopKeyConfirmed, isDesktopClientKey } from './desktop-client.rule';

const sp = (application_key: string) => ({
  type: 'IDAAS_SP' as const,
  spData: { sp_code: 's', application_key },
});

describe('desktop-client mode (SPEC 2)', () => {
  it('is set by an application key that contains plugin_sdp_user, anywhere in it', () => {
    expect(isDesktopClientKey('plugin_sdp_user')).toBe(true);
    expect(isDesktopClientKey('acme_plugin_sdp_user_01')).toBe(true);
    expect(isDesktopClientKey('plugin_sdp')).toBe(false);
    expect(isDesktopClientKey('PLUGIN_SDP_USER')).toBe(false);
  });

  it("a provider's login ends it, or keeps the key in force; any other login keeps the tab's", () => {
    // A new key waits for the tenant to know the application.
    expect(desktopKeyAfter(null, sp('a_plugin_sdp_user'))).toBeNull();
    expect(desktopKeyAfter('a_plugin_sdp_user', sp('b_plugin_sdp_user'))).toBeNull();
    // The client's window reloaded, or came back to its login.
    expect(desktopKeyAfter('a_plugin_sdp_user', sp('a_plugin_sdp_user'))).toBe('a_plugin_sdp_user');
    expect(desktopKeyAfter('a_plugin_sdp_user', sp('crm'))).toBeNull();
    expect(desktopKeyAfter('a_plugin_sdp_user', { type: 'IDAAS' })).toBe('a_plugin_sdp_user');
    expect(desktopKeyAfter(null, { type: 'IDAAS' })).toBeNull();
    const application = { purchaseId: 'p', state: 's', username: 'u' };
    expect(desktopKeyAfter('k', { type: 'APPLICATION_TWOFACTOR', applicationData: application })).toBe('k');
  });

  it('turns on with the application the tenant confirmed, when it is the login’s and a desktop key', () => {
    expect(desktopKeyConfirmed(sp('a_plugin_sdp_user'), 'a_plugin_sdp_user')).toBe('a_plugin_sdp_user');
    expect(desktopKeyConfirmed(sp('a_plugin_sdp_user'), 'b_plugin_sdp_user')).toBeNull();
    expect(desktopKeyConfirmed(sp('crm'), 'crm')).toBeNull();
    expect(desktopKeyConfirmed({ type: 'IDAAS' }, 'a_plugin_sdp_user')).toBeNull();
  });
});
