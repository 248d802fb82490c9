import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CODE_DIR,
  CODE_INDEX,
  FEATURES_DIR,
  FEATURE_INDEXES,
  FLOWS_DIR,
  FLOWS_INDEX,
  ROUTES_INDEX,
  SEEDS_INDEX,
} from './feature-indexes';

describe('the feature indexes', () => {
  it.each(FEATURE_INDEXES.map((index) => [index.file, index] as const))(
    '%s is what the feature folders say: run `npm run features` after adding a module',
    (_file, index) => {
      expect(readFileSync(index.file, 'utf8')).toBe(index.text());
    },
  );

  it('mounts every route module’s …Routes export, whatever its shape, but those server/app.ts mounts itself', () => {
    // The third-party callbacks' receivers answer outside /api (below /frontend/login/), so app.ts routes them.
    const BY_HAND = new Set(['callbackReceiverRoutes']);
    const exported = readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.route.ts'))
      .flatMap((file) => [
        ...readFileSync(path.join(FEATURES_DIR, file), 'utf8').matchAll(
          /^export (?:const|function) (\w+Routes)\b/gm,
        ),
      ])
      .map((match) => match[1] ?? '');
    const listed = ROUTES_INDEX.text();
    expect(exported.filter((name) => !BY_HAND.has(name) && !listed.includes(`  ${name},`))).toEqual([]);
    expect(exported.length).toBeGreaterThan(30);
  });

  it("list a new feature's flows, routes and seed with no other file edited, and nothing else", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'features-'));
    const write = (folders: string) => (name: string, file: string, text: string) => {
      mkdirSync(path.join(root, folders, name), { recursive: true });
      writeFileSync(path.join(root, folders, name, file), text);
    };
    const feature = write(FEATURES_DIR);
    const flow = write(FLOWS_DIR);
    flow(
      'zeta-login',
      'zeta-login.entry.ts',
      'export const ZETA_LOGIN_FLOWS = {\n  zetaLogin: defineFlow(),\n};\n',
    );
    flow('zeta-login', 'zeta-login.machine.ts', 'export const NOT_FLOWS = {};\n');
    flow('zeta-login', 'zeta-login.entry.test.ts', 'export const TEST_FLOWS = {};\n');
    const flows = FLOWS_INDEX.text(root);
    expect(flows).toContain("import { ZETA_LOGIN_FLOWS } from '../zeta-login/zeta-login.entry';");
    expect(flows).toContain('export const FLOW_ENTRIES = {\n  ...ZETA_LOGIN_FLOWS,\n};');
    expect(flows).not.toMatch(/NOT_FLOWS|TEST_FLOWS/);
    const code = write(CODE_DIR);
    code('zeta-login', 'zeta-login.code.ts', 'export const ZETA_LOGIN_CODE = {\n  zetaLogin: {},\n};\n');
    code('zeta-login', 'zeta-login.view.tsx', 'export const VIEW_CODE = {};\n');
    const codes = CODE_INDEX.text(root);
    expect(codes).toContain("import { ZETA_LOGIN_CODE } from '../features/zeta-login/zeta-login.code';");
    expect(codes).toContain('export const FEATURE_CODE = {\n  ...ZETA_LOGIN_CODE,\n};');
    expect(codes).not.toMatch(/VIEW_CODE/);
    feature('zeta-login', 'zeta-login.route.ts', 'export const zetaRoutes: Routes = (app) => {};\n');
    feature('zeta-login', 'zeta-login.seed.ts', 'export const zetaSeed: FeatureSeed = { seed };\n');
    feature('alpha', 'alpha.route.ts', 'export const alphaRoutes: Routes = (app) => {};\n');
    feature('alpha', 'alpha.service.ts', 'export const notRoutes: Routes = (app) => {};\n');
    feature('alpha', 'receiver.route.ts', 'export function receiverRoutes() {}\n');
    const routes = ROUTES_INDEX.text(root);
    expect(routes).toContain("import { alphaRoutes } from '../features/alpha/alpha.route';");
    expect(routes).toContain("import { zetaRoutes } from '../features/zeta-login/zeta-login.route';");
    expect(routes).toContain('  alphaRoutes,\n  zetaRoutes,\n];');
    expect(routes).not.toMatch(/notRoutes|receiverRoutes/);
    expect(SEEDS_INDEX.text(root)).toContain("  'zeta-login': zetaSeed,\n};");
  });
});
