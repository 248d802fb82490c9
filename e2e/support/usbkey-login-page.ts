import type { Page } from '@playwright/test';
import type { AgentCertificate, AgentError } from '../../schemas/usbkey-agent.schema';
import { USBKEY_AGENT_URL } from '../../schemas/usbkey-agent.schema';
import type { Language } from './fixtures';
import { appUrl } from './routes';

/** The e2e agent's keys (usbkey-agent-e2e.ts): one per language project, and one whose certificate ends soon. */
export const E2E_USBKEY_TOKENS = {
  zh: 'E2E Key zh',
  en: 'E2E Key en',
  expiring: 'E2E Key soon',
} as const;
export const E2E_USBKEY_PIN = '123456';

/** The login page's USB-key tab and form as a user sees them, in the project's language. */
export function usbKeyLoginForm(page: Page, language: Language) {
  const say = <T>(zh: T, en: T) => (language === 'en' ? en : zh);
  const form = page.getByRole('form', { name: say('USB Key 证书登录', 'USB key certificate sign-in') });
  return {
    tab: page.getByRole('tab', { name: say('证书登录', 'USB key') }),
    form,
    certificate: form.getByRole('combobox', { name: say('证书', 'Certificate') }),
    pin: form.getByRole('textbox', { name: say('PIN 码', 'PIN'), exact: true }),
    submit: form.getByRole('button', { name: say('登录', 'Sign in'), exact: true }),
    /** The login page, on this tab. */
    async open() {
      await page.goto(appUrl('signIn'));
      await this.tab.click();
    },
    async signIn(pin: string) {
      await this.pin.fill(pin);
      await this.submit.click();
    },
    /** Chooses the certificate on the key labelled `keyLabel`. */
    async choose(keyLabel: string) {
      const option = this.certificate.locator('option', { hasText: keyLabel });
      await this.certificate.selectOption((await option.getAttribute('value')) ?? '');
    },
  };
}

/** The page's policy without the agent's address: the browser refuses the connection, as with no agent. */
export async function blockAgent(page: Page) {
  await page.route(
    (url) => url.pathname === '/frontend/login/',
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        ` ${USBKEY_AGENT_URL}`,
        '',
      );
      await route.fulfill({ response, headers });
    },
  );
}

/** A demo certificate as the agent lists it, on the key `keyLabel`, valid between the two dates. */
export const agentCertificate = (
  keyLabel: string,
  notBefore: string,
  notAfter: string,
): AgentCertificate => ({
  keySerial: keyLabel.replace(/\W/g, '').toLowerCase(),
  keyLabel,
  certId: '01',
  subject: 'C=CN\nO=IDaaS Demo\nCN=usbkey',
  issuer: 'C=CN\nO=IDaaS Demo\nCN=IDaaS Demo USB-key CA',
  notBefore,
  notAfter,
  cert: 'A'.repeat(64),
});

/**
 * An agent the test plays (for screens that must look the same every run): it lists `certificates` and
 * answers every signature with `signError`.
 */
export async function playAgent(page: Page, certificates: AgentCertificate[], signError: AgentError) {
  await page.routeWebSocket(USBKEY_AGENT_URL, (ws) => {
    ws.onMessage((message) => {
      const { id, method } = JSON.parse(String(message)) as { id: string; method: string };
      ws.send(
        JSON.stringify(method === 'list' ? { id, result: { certificates } } : { id, error: signError }),
      );
    });
  });
}
