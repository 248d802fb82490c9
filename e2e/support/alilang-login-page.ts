import type { Page } from '@playwright/test';
import { ALILANG_AGENT_URL } from '../../schemas/alilang-login.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { Language } from './fixtures';

/**
 * The tenant's page configuration with Alilang as a login type, after the password: the demo tenant has the
 * source (load_auths, computers only) but lists the five types of its own, and a sixth tab would scroll.
 */
export const withAlilangType = (config: Record<string, unknown>) => ({
  ...config,
  loginTypeList: [
    { key: ADAPTERS.password, name: '密码登录' },
    { key: ADAPTERS.alilang, name: '阿里郎' },
  ],
});

/** The agent takes its time: the panel shows it is being asked until the test lets it answer. */
export async function agentWaits(page: Page): Promise<() => void> {
  let answer = () => {};
  await page.route(
    ALILANG_AGENT_URL,
    (route) =>
      new Promise<void>((resolve) => {
        answer = () => void route.continue().then(resolve);
      }),
  );
  return () => answer();
}

/** The login page's Alilang tab and panel as a user sees them, in the project's language. */
export function alilangPanel(page: Page, language: Language) {
  const say = <T>(zh: T, en: T) => (language === 'en' ? en : zh);
  return {
    tab: page.getByRole('tab', { name: say('阿里郎', 'Alilang'), exact: true }),
    start: page.getByRole('button', { name: say('使用阿里郎登录', 'Sign in with Alilang') }),
    retry: page.getByRole('button', { name: say('重试', 'Try again'), exact: true }),
  };
}

/** No agent on this computer: its address refuses the connection, as a port nobody listens on does. */
export const agentAbsent = (page: Page) =>
  page.route(ALILANG_AGENT_URL, (route) => route.abort('connectionrefused'));

/** An agent that refuses the request (not managed for this IdP), as the reference agent answers. */
export const agentRefuses = (page: Page, origin: string) =>
  page.route(ALILANG_AGENT_URL, (route) =>
    route.fulfill({
      status: 403,
      headers: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Headers': 'Content-Type' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'signatureInvalid' }),
    }),
  );
