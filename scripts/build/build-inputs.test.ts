import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDecision, hashInputs, inputsHash, isBuildInput } from './build-inputs';

const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });

describe('the build decision of npm start', () => {
  it('builds when dist/ holds no build', () => {
    expect(buildDecision({ built: false, stamp: 'abc', hash: 'abc' })).toEqual({
      build: true,
      reason: 'no build in dist/',
    });
  });

  it('builds when the build has no stamp: made by hand, or stopped before its last step', () => {
    expect(buildDecision({ built: true, stamp: null, hash: 'abc' }).build).toBe(true);
  });

  it('builds when the sources hash differently from the stamp', () => {
    expect(buildDecision({ built: true, stamp: 'abc', hash: 'abd' })).toEqual({
      build: true,
      reason: 'the sources changed since the last build',
    });
  });

  it('does not build when the stamp matches the sources', () => {
    expect(buildDecision({ built: true, stamp: 'abc', hash: 'abc' }).build).toBe(false);
  });
});

describe('the hash of the build inputs', () => {
  const sources = [file('src/main.tsx', 'render()'), file('index.html', '<div id="root">')];

  it('is the same whatever order the files are read in', () => {
    expect(hashInputs(sources)).toBe(hashInputs([...sources].reverse()));
  });

  it('changes with a file’s bytes, its name, or a file more', () => {
    const hash = hashInputs(sources);
    expect(hashInputs([file('src/main.tsx', 'render() '), sources[1]!])).not.toBe(hash);
    expect(hashInputs([file('src/app.tsx', 'render()'), sources[1]!])).not.toBe(hash);
    expect(hashInputs([...sources, file('public/logo.svg', '')])).not.toBe(hash);
  });

  it('cannot be matched by moving bytes from one file into the next', () => {
    expect(hashInputs([file('a', 'xy'), file('b', 'z')])).not.toBe(
      hashInputs([file('a', 'x'), file('b', 'yz')]),
    );
  });

  it('leaves out tests and the catalogs lingui compile writes during the build, each flow’s too', () => {
    expect(isBuildInput('src/locales/en/messages.ts')).toBe(false);
    expect(isBuildInput('src/locales/zh/sms-login.ts')).toBe(false);
    expect(isBuildInput('src/api/request.test.ts')).toBe(false);
    expect(isBuildInput('src/locales/en/messages.po')).toBe(true);
    expect(isBuildInput('src/locales/zh/sms-login.po')).toBe(true);
    expect(isBuildInput('src/api/request.ts')).toBe(true);
  });
});

describe('npm start after a build', () => {
  /** A checkout as a fresh clone has it: sources and .po catalogs, nothing compiled. */
  function freshClone(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
    for (const [file, text] of Object.entries({
      'index.html': '<div id="root">',
      'src/main.tsx': 'render()',
      'src/locales/zh/messages.po': 'msgid "登录"',
      'src/locales/zh/sms-login.po': 'msgid "获取验证码"',
    })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }
  /** What `lingui compile` writes during the build: a catalog module beside each .po. */
  const compileCatalogs = (root: string, text: string) => {
    for (const catalog of ['messages', 'sms-login'])
      writeFileSync(path.join(root, `src/locales/zh/${catalog}.ts`), text);
  };

  it('does not build again when nothing changed: neither after the first build of a clone nor after the next', () => {
    const root = freshClone();
    try {
      // The first build stamps the hash taken as it began (build-stamp begin … commit), then compiles.
      const stamp = inputsHash(root);
      compileCatalogs(root, 'export const messages = {}');
      expect(buildDecision({ built: true, stamp, hash: inputsHash(root) }).build).toBe(false);
      // A build run again compiles the catalogs anew.
      compileCatalogs(root, 'export const messages = { a: 1 }');
      expect(buildDecision({ built: true, stamp, hash: inputsHash(root) })).toEqual({
        build: false,
        reason: 'dist/ is up to date with the sources',
      });
      writeFileSync(path.join(root, 'src/locales/zh/sms-login.po'), 'msgid "重新获取"');
      expect(buildDecision({ built: true, stamp, hash: inputsHash(root) }).build).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
