import { describe, expect, it } from 'vitest';
import { desktopInstallPage } from './desktop-install-page';

const PAGE = 'https://login.example/frontend/login/#/login';

describe('desktopInstallPage', () => {
  it('follows the configured page on this origin or an allowed one', () => {
    expect(
      desktopInstallPage({ desktopInstallUrl: '/frontend/agents/#desktop-client', allowedOrigins: [] }, PAGE),
    ).toBe('https://login.example/frontend/agents/#desktop-client');
    expect(
      desktopInstallPage(
        { desktopInstallUrl: 'https://dl.example/sdp', allowedOrigins: ['https://dl.example'] },
        PAGE,
      ),
    ).toBe('https://dl.example/sdp');
  });

  it("falls back to this server's agents page for a target it may not follow", () => {
    for (const desktopInstallUrl of ['https://evil.example/x', 'javascript:alert(1)', '//evil.example'])
      expect(desktopInstallPage({ desktopInstallUrl, allowedOrigins: [] }, PAGE)).toBe(
        'https://login.example/frontend/agents/',
      );
  });
});
