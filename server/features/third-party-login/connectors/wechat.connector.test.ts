import { describe } from 'vitest';
import { DEMO_CLIENTS } from '../../../idp/demo-identities';
import { connectorCases } from '../../../test/connector-cases';
import { useIdpProcess } from '../../../test/idp-process';
import { demoWechatSettings, wechatConnector } from './wechat.connector';

const idp = useIdpProcess();

describe('the WeChat connector against the WeChat simulator', () => {
  connectorCases(idp, {
    connector: wechatConnector,
    prefix: '/wechat',
    codeParam: 'code',
    source: (origin) => ({ ...DEMO_CLIENTS.wechat, settings: demoWechatSettings(origin) }),
    misconfigured: (source) => ({ ...source, clientSecret: 'not-the-app-secret' }),
    // WeChat's website login gives neither email nor phone.
    expected: (person) => ({ displayName: person.name, preferredUsername: null, email: null, phone: null }),
  });
});
