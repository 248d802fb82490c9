import { readFileSync } from 'node:fs';
import { ALILANG_AGENT_ORIGIN } from '../../../schemas/alilang-login.schema';
import { privateKeyOf } from '../../crypto/es256-jwt';
import { DEMO_CLIENTS, DEMO_PEOPLE } from '../../idp/demo-identities';
import { parseOrigins } from '../local-origins';
import type { AlilangAgentOptions } from './alilang-agent-server';

/** The demo agent's key (server/seed/alilang/README.md); the demo tenant's Alilang source holds its public half. */
export const DEMO_AGENT_KEY = 'server/seed/alilang/agent.key.pem';

/**
 * The agent's options from its environment: ALILANG_AGENT_PORT (default 22010; 0 for any free one),
 * AGENT_ORIGINS, ALILANG_AGENT_KEY (PKCS#8 PEM), ALILANG_APP_ID and ALILANG_APP_SECRET (default the demo
 * tenant's source), ALILANG_ACCOUNT (default `zhangwei`, linked to `demo`; `lina` is not linked) and its
 * display name ALILANG_NAME (default the demo person's), ALILANG_DEVICE_ID.
 */
export function alilangAgentOptions(env: NodeJS.ProcessEnv): Omit<AlilangAgentOptions, 'log' | 'now'> {
  const account = env.ALILANG_ACCOUNT ?? 'zhangwei';
  const demo = DEMO_PEOPLE.find((person) => person.key === account);
  return {
    port: Number(env.ALILANG_AGENT_PORT ?? new URL(ALILANG_AGENT_ORIGIN).port),
    origins: parseOrigins(env.AGENT_ORIGINS),
    appId: env.ALILANG_APP_ID ?? DEMO_CLIENTS.alilang.clientId,
    appSecret: env.ALILANG_APP_SECRET ?? DEMO_CLIENTS.alilang.clientSecret,
    key: privateKeyOf(readFileSync(env.ALILANG_AGENT_KEY ?? DEMO_AGENT_KEY, 'utf8')),
    person: { account, name: env.ALILANG_NAME ?? demo?.name ?? account },
    deviceId: env.ALILANG_DEVICE_ID ?? 'alilang-demo-device-001',
  };
}
