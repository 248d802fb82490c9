import { describe } from 'vitest';
import { DEMO_CLIENTS } from '../../../idp/demo-identities';
import { connectorCases } from '../../../test/connector-cases';
import { useIdpProcess } from '../../../test/idp-process';
import { ddtalkConnector, demoDdtalkSettings } from './ddtalk.connector';

const idp = useIdpProcess();

describe('the DingTalk connector against the DingTalk simulator', () => {
  connectorCases(idp, {
    connector: ddtalkConnector,
    prefix: '/dingtalk',
    codeParam: 'authCode',
    source: (origin) => ({ ...DEMO_CLIENTS.ddtalk, settings: demoDdtalkSettings(origin) }),
    misconfigured: (source) => ({ ...source, clientSecret: 'not-the-app-secret' }),
    expected: (person) => ({
      displayName: person.name,
      preferredUsername: null,
      email: person.email,
      phone: person.phone,
      emailVerified: false,
      phoneVerified: true,
    }),
  });
});
