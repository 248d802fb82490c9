import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Sm2KeyResponse } from '../../schemas/boot.schema';
import { sendJson } from '../test/http';
import { writeOutbox } from '../messaging/outbox.repo';
import { outboxBodies } from '../test/inspect.repo';
import { BOOT_TIMEOUT_MS, startTestServer } from '../test/start-test-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'idaas-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The SM2 key pair sm2_key answers with: its public key, and its code (the first part of each challenge). */
async function sm2Key(url: string) {
  const { code, publicKey } = Sm2KeyResponse.parse(
    (await sendJson(`${url}/api/public/bff/v1.2/sm2_key`, {})).body,
  ).data;
  return { publicKey, keyCode: code.split('.')[0] };
}

it(
  'keeps the seeded SM2 key and written rows across a restart on the same DATA_DIR',
  async () => {
    const first = await startTestServer({ dataDir });
    const keyBefore = await sm2Key(first.url);
    await writeOutbox(first.db, {
      channel: 'sms',
      recipient: '13800000000',
      body: 'hello',
      createdAt: new Date(),
    });
    await first.close();

    const second = await startTestServer({ dataDir });
    expect(await sm2Key(second.url)).toEqual(keyBefore);
    expect(await outboxBodies(second.db)).toEqual(['hello']);
    await second.close();
  },
  2 * BOOT_TIMEOUT_MS,
);
