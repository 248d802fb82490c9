import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOOT_ANSWER_CALLS,
  BOOT_ANSWERS_ELEMENT_ID,
  type BootAnswers,
} from '../../../schemas/boot-answers.schema';
import { Sm2KeyResponse } from '../../../schemas/boot.schema';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { AppEnv } from '../../http/app-env';
import { DEMO_ENTERPRISE_ID } from '../../seed/demo-tenant';
import { frontendRoutes } from '../../static/frontend.route';
import { getJson, sendJson } from '../../test/http';
import { useTestServer } from '../../test/use-test-server';
import { setInstanceSwitches } from '../../tenant/tenant.repo';

// The boot answers the login page carries (schemas/boot-answers.schema.ts), over HTTP against a seeded server.
const page = (baseUrl: string) => `<!doctype html><html><head><title>login</title>
<script id="idaas-config" type="application/json">{"baseUrl": ${JSON.stringify(baseUrl)}}</script>
<script type="module" src="/frontend/login/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

const dist = mkdtempSync(path.join(tmpdir(), 'idaas-boot-page-'));
writeFileSync(path.join(dist, 'index.html'), page(''));
writeFileSync(path.join(dist, 'systemError.html'), page('').replace('login', 'error'));
mkdirSync(path.join(dist, 'other-api'));
writeFileSync(path.join(dist, 'other-api', 'index.html'), page('https://api.example.com'));
const server = useTestServer({ distDir: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const BLOCK = new RegExp(`<script id="${BOOT_ANSWERS_ELEMENT_ID}" type="application/json">([^<]*)</script>`);
const blocks = (html: string) => html.split(`id="${BOOT_ANSWERS_ELEMENT_ID}"`).length - 1;
async function bootBlock(pagePath = '/frontend/login/'): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${server.url}${pagePath}`);
  expect(response.status).toBe(200);
  const json = BLOCK.exec(await response.text())?.[1];
  return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
}

// The calls exactly as the page makes them at start-up: the tenant calls without an enterpriseId.
const BFF = '/api/public/bff/v1.2';
const apiAnswer = async (call: (typeof BOOT_ANSWER_CALLS)[number]) => {
  const { method, path: callPath } = ENDPOINTS[call];
  const url = `${server.url}${BFF}/${callPath}`;
  return (method === 'POST' ? await sendJson(url, {}) : await getJson(url)).body;
};

// sm2_key's code is a fresh one-time challenge in every answer; all else is the same.
const challengeless = (call: string, answer: unknown) => {
  if (call !== 'sm2Key') return answer;
  const parsed = Sm2KeyResponse.parse(answer);
  return { ...parsed, data: { ...parsed.data, code: 'a challenge' } };
};

describe('the login page carries the boot answers', () => {
  it('holds, for every boot call, exactly what the API answers that call', async () => {
    const answers = await bootBlock();
    expect(Object.keys(answers ?? {}).sort()).toEqual([...BOOT_ANSWER_CALLS].sort());
    for (const call of BOOT_ANSWER_CALLS) {
      expect(challengeless(call, answers?.[call]), call).toEqual(challengeless(call, await apiAnswer(call)));
      expect(ENDPOINTS[call].response.safeParse(answers?.[call]).success, call).toBe(true);
    }
    expect(answers?.enterprise).toMatchObject({ data: { enterpriseId: DEMO_ENTERPRISE_ID } });
    // The instance's license flags, as system_setting/show answers them: the seed's license is valid.
    expect(answers?.systemSetting).toMatchObject({ data: { license: { expired: false, limited: false } } });
  });

  it('carries none when the API would refuse the visitor (IP allowlist, expired instance)', async () => {
    const switches = [
      { instanceState: 'active', ipAllowlist: ['203.0.113.0/24'] },
      { instanceState: 'expired', ipAllowlist: [] },
    ] as const;
    try {
      for (const refused of switches) {
        await setInstanceSwitches(server.db, DEMO_ENTERPRISE_ID, {
          ...refused,
          ipAllowlist: [...refused.ipAllowlist],
        });
        expect(await bootBlock(), refused.instanceState).toBeNull();
        // The page itself still loads: its calls meet the refusal and open the static page.
        expect((await apiAnswer('preFrontendLogin')) as object).toMatchObject({ success: false });
      }
    } finally {
      await setInstanceSwitches(server.db, DEMO_ENTERPRISE_ID, { instanceState: 'active', ipAllowlist: [] });
    }
    expect(await bootBlock()).not.toBeNull();
  });

  it('carries none on a page whose deployment calls another API, nor on the static pages', async () => {
    expect(await bootBlock('/frontend/login/other-api/')).toBeNull();
    expect(await bootBlock('/frontend/login/systemError.html')).toBeNull();
  });
});

describe('the boot answers block', () => {
  // A tenant's own text that tries to close the element and run a script of its own.
  const hostile = '</script><script>alert(1)</script><!--';
  const answers: BootAnswers = {
    systemSetting: { success: true, code: '200', message: 'success', data: { title: hostile } },
  };
  const app = new Hono<AppEnv>().route('/', frontendRoutes(dist, { bootAnswers: async () => answers }));

  it('cannot be closed by a value: every < is escaped, and the JSON reads back the same', async () => {
    const html = await (await app.request('/frontend/login/')).text();
    expect(blocks(html)).toBe(1);
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain(hostile);
    const json = BLOCK.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(answers);
  });
});
