import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentListAnswer, AgentSignAnswer, USBKEY_PIN_TRIES } from '../../../schemas/usbkey-agent.schema';
import type { AgentProcess } from '../agent-process';
import { connectAgent } from './agent-test-client';
import { initDemoToken } from './init-token';
import {
  base64Der,
  DEMO_PIN,
  LOGIN_ORIGIN,
  makeTokenDir,
  pkcs11Missing,
  seedFile,
  startTestAgent,
} from './test-agent';

// SoftHSM2 never locks a user PIN: the agent counts wrong PINs per key, on disk (pin-tries.ts), and refuses a
// locked key as a real one would, across restarts, until the token is re-initialised.
describe.skipIf(pkcs11Missing)(`USB-key agent PIN lock${pkcs11Missing ?? ''}`, () => {
  let token: Awaited<ReturnType<typeof makeTokenDir>>;
  let agent: AgentProcess;
  let count = 0;

  /** Signs once on a new connection with `pin`; answers the error code and retriesLeft, or 'signed'. */
  const signWith = async (pin: string) => {
    const page = await connectAgent(agent.url, LOGIN_ORIGIN);
    try {
      const list = AgentListAnswer.parse(await page.ask({ id: `list-${++count}-0000`, method: 'list' }));
      const certificate = 'result' in list ? list.result.certificates[0] : undefined;
      if (!certificate) throw new Error(`no certificate listed: ${JSON.stringify(list)}`);
      const id = `sign-${++count}-0000`;
      const answer = AgentSignAnswer.parse(
        await page.ask({
          id,
          method: 'sign',
          keySerial: certificate.keySerial,
          certId: certificate.certId,
          pin,
          random: randomBytes(32).toString('base64url'),
          serverCert: base64Der(await seedFile('server.pem')),
        }),
      );
      return 'result' in answer ? 'signed' : answer.error;
    } finally {
      page.close();
    }
  };

  beforeAll(async () => {
    token = await makeTokenDir();
    agent = await startTestAgent(token);
  });
  afterAll(async () => {
    await agent?.stop();
    await token?.remove();
  });

  it('clears the count of wrong PINs on a right one', async () => {
    expect(await signWith('000000')).toEqual({ code: 'pinIncorrect', retriesLeft: USBKEY_PIN_TRIES - 1 });
    expect(await signWith('000001')).toEqual({ code: 'pinIncorrect', retriesLeft: USBKEY_PIN_TRIES - 2 });
    expect(await signWith(DEMO_PIN)).toBe('signed');
    expect(await signWith('000000')).toEqual({ code: 'pinIncorrect', retriesLeft: USBKEY_PIN_TRIES - 1 });
    expect(await signWith(DEMO_PIN)).toBe('signed');
  });

  it('counts down the wrong PINs, then locks the key even for the right PIN', async () => {
    for (let retriesLeft = USBKEY_PIN_TRIES - 1; retriesLeft > 0; retriesLeft--) {
      expect(await signWith('000000')).toEqual({ code: 'pinIncorrect', retriesLeft });
    }
    expect(await signWith('000000')).toEqual({ code: 'pinLocked' });
    expect(await signWith(DEMO_PIN)).toEqual({ code: 'pinLocked' });
  });

  it('keeps the key locked after the agent restarts', async () => {
    await agent.stop();
    agent = await startTestAgent(token);
    expect(await signWith(DEMO_PIN)).toEqual({ code: 'pinLocked' });
  });

  it('unlocks only by re-initialising the token (a new key serial), with the agent still running', async () => {
    await initDemoToken({
      dir: token.dir,
      keyPem: await seedFile('usbkey.key.pem'),
      certPem: await seedFile('usbkey.pem'),
    });
    expect(await signWith(DEMO_PIN)).toBe('signed');
  });
});
