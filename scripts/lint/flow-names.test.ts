/**
 * One name per flow in every layer (issue 44): a flow's folder under `machines/` names its browser feature, its
 * server feature, its endpoints and its e2e spec, so `git grep -l <flow>` finds all of it. A folder or file of
 * another name is no flow of its own, and says why here; a reason whose folder is gone fails too, so the list
 * cannot outlive what it explains.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const named = (dir: string, suffix: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));

/** Machine folders that are the app's frame, not a flow. */
const FRAME = new Set(['app', 'shared', 'testing']);
const FLOWS = new Set(folders('machines').filter((name) => !FRAME.has(name)));

/** Per layer: what is there under another name than a flow's, and why. */
const NOT_FLOWS = {
  'machines flows without src/features': {
    'desktop-client': "the page's desktop-client mode (src/shared/desktop), around every page, not a page",
    'embedded-qr':
      "the framed provider QR tabs: their view is third-party sign-in's (src/features/third-party-login)",
    license: 'the license dialogs over the pages after sign-in (src/shared/license)',
  },
  'src/features': { status: 'the status pages (machines/app/pages.ts), which no machine of their own runs' },
  'server/features': {
    'application-two-factor':
      "the application's check: /applicationTwoFactor's sign-in (the sign-in flow) and its code (application-code)",
    contract: "the conformance checks of the contract's endpoints, no flow",
    'dev-outbox': "the demo's outbox of the codes sent by SMS and mail, no flow",
    'dingtalk-oidc-plugin': "DingTalk's OpenID bridge for a plugin source, called by DingTalk, not a page",
    'directory-login': "the LDAP login type's grant: its machine and form are the password login's",
    session: 'the signed-in session, which the post-login and login-access flows both call',
  },
  'schemas/*.endpoints.ts': {
    'application-two-factor': 'as server/features/application-two-factor',
    core: "the login page's first calls, for every flow",
    'global-login': "the password login's instance-wide grant, which tenant-select's choice finishes",
    session: 'as server/features/session',
  },
  'e2e/*.spec.ts': {
    'application-two-factor': "/applicationTwoFactor's sign-in and code check, end to end",
    'color-scheme': "the page in the visitor's colour scheme",
    composition: 'the pages composed: the boot answers, the chunks, the catalogs',
    'device-agent': "the local device agent the password login asks for the device's id",
    edition: "the free edition's gate over the login types",
    keyboard: 'every page by keyboard alone',
    language: 'the language switch',
    layout: "the login card's layout and the tenant's markup",
    'ldap-login': "the LDAP login type (the password login's machine, the directory's grant)",
    'login-types': "the login page's tabs",
    network: 'a lost network and failed calls, on every page',
    'portal-landing': 'where a sign-in lands',
    screens: 'the gallery of every screen, in all four projects',
    'service-provider': "a provider's application sign-in",
  },
} as const satisfies Record<string, Record<string, string>>;

const LAYERS: Record<keyof typeof NOT_FLOWS, () => string[]> = {
  'machines flows without src/features': () =>
    [...FLOWS].filter((flow) => !existsSync(`src/features/${flow}`)),
  'src/features': () => folders('src/features'),
  'server/features': () => folders('server/features'),
  'schemas/*.endpoints.ts': () => named('schemas', '.endpoints.ts'),
  'e2e/*.spec.ts': () => named('e2e', '.spec.ts'),
};

describe('one name per flow in every layer', () => {
  it.each(Object.keys(LAYERS) as (keyof typeof NOT_FLOWS)[])('%s: a flow’s name, or a reason', (layer) => {
    const reasons: Record<string, string> = NOT_FLOWS[layer];
    const found = LAYERS[layer]();
    const unexplained = found.filter((name) => !FLOWS.has(name) || layer.startsWith('machines'));
    expect(unexplained.filter((name) => !(name in reasons))).toEqual([]);
    // Each reason still explains something there.
    expect(Object.keys(reasons).filter((name) => !found.includes(name))).toEqual([]);
  });
});
