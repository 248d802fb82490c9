import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES_DIR, INDEX_FILE, featureRoutes, featureRoutesIndex } from './feature-routes';

describe('the server feature index', () => {
  it('is what the feature folders say: run `npm run features` after adding a route module', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(featureRoutesIndex(featureRoutes()));
  });

  it("lists a new feature's routes with no other file edited, and leaves out what is not a Routes export", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'features-'));
    const feature = (name: string, file: string, text: string) => {
      mkdirSync(path.join(root, FEATURES_DIR, name), { recursive: true });
      writeFileSync(path.join(root, FEATURES_DIR, name, file), text);
    };
    feature('zeta-login', 'zeta-login.route.ts', 'export const zetaRoutes: Routes = (app) => {};\n');
    feature('alpha', 'alpha.route.ts', 'export const alphaRoutes: Routes = (app) => {};\n');
    feature('alpha', 'alpha.service.ts', 'export const notRoutes: Routes = (app) => {};\n');
    feature('alpha', 'receiver.route.ts', 'export function receiverRoutes() {}\n');
    expect(featureRoutes(root)).toEqual([
      { name: 'alphaRoutes', module: '../features/alpha/alpha.route' },
      { name: 'zetaRoutes', module: '../features/zeta-login/zeta-login.route' },
    ]);
  });
});
