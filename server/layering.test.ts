import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layering, checked over its source: where SQL may stand, who may import the HTTP layer, no
// sentences in Chinese in what the API answers, one naming scheme.
const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));

const files = readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(SERVER_DIR, file), 'utf8') }));
const source = files.filter(({ file }) => !file.endsWith('.test.ts'));

const SQL = /[`'"]\s*(select\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\()/i;
const HTTP_IMPORT = /from '(\.\.\/)+http\/|from '\.\/http\//;
const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
const BFF_PATH = /bff\/v\d/;

const offenders = (list: typeof files, bad: RegExp) =>
  list.filter(({ text }) => bad.test(text)).map((f) => f.file);

describe('server layering', () => {
  it('keeps SQL in repositories (and the seed, and migrations in code)', () => {
    const allowed = ({ file }: { file: string }) =>
      file.endsWith('.repo.ts') || file === 'seed/seed.ts' || file.endsWith('.migration.ts');
    expect(
      offenders(
        files.filter((f) => !allowed(f)),
        SQL,
      ),
    ).toEqual([]);
  });

  it('lets only the HTTP layer, routes and the app import from server/http', () => {
    const http = ({ file }: { file: string }) =>
      file.startsWith('http/') || file.endsWith('.route.ts') || file === 'app.ts';
    expect(
      offenders(
        source.filter((f) => !http(f)),
        HTTP_IMPORT,
      ),
    ).toEqual([]);
  });

  it('sends no Chinese: only the seed data, the demo pages, the demo identity providers and plugin, and texts sent to people (SMS, mail) hold any', () => {
    // A `.message.ts` file words what goes to a phone or a mailbox, which no page translates; the demo
    // providers (server/idp) stand in for Chinese ones, whose pages and errors are Chinese, and the demo plugin
    // (server/plugin) for a tenant's own HR system, whose pages are its own.
    const demo = ({ file }: { file: string }) =>
      file.startsWith('seed/') ||
      file.startsWith('static/') ||
      file.startsWith('idp/') ||
      file.startsWith('plugin/') ||
      file.endsWith('.message.ts');
    expect(
      offenders(
        source.filter((f) => !demo(f)),
        CJK,
      ),
    ).toEqual([]);
  });

  it('writes no bff path by hand: every one comes from the endpoint table', () => {
    // Test helpers spell the paths out on purpose: they check the table's paths from outside.
    expect(
      offenders(
        source.filter(({ file }) => !file.startsWith('test/')),
        BFF_PATH,
      ),
    ).toEqual([]);
  });

  it('names files in kebab-case with a role suffix where they have one', () => {
    const badNames = files
      .map((f) => f.file)
      .filter((file) => !/^([a-z0-9-]+\/)*[a-z0-9-]+(\.[a-z]+)*\.ts$/.test(file));
    expect(badNames).toEqual([]);
  });
});
