import { describe, expect, it } from 'vitest';
import { buildDecision, hashInputs, isBuildInput } from './build-inputs';

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

  it('leaves out tests and the catalogs lingui compile writes during the build', () => {
    expect(isBuildInput('src/locales/en/messages.ts')).toBe(false);
    expect(isBuildInput('src/api/request.test.ts')).toBe(false);
    expect(isBuildInput('src/locales/en/messages.po')).toBe(true);
    expect(isBuildInput('src/api/request.ts')).toBe(true);
  });
});
