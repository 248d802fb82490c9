import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshImport, retryingImport } from './chunk-retry';

const failing = (times: number) => {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= times) throw new TypeError('Failed to fetch dynamically imported module');
    return 'chunk';
  });
  return load;
};

describe('retryingImport', () => {
  let online = true;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads at once when the chunk arrives', async () => {
    const load = failing(0);
    await expect(retryingImport(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a growing pause, and gives up after the last try', async () => {
    const load = failing(5);
    const result = retryingImport(load, 3);
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await settled;
  });

  it('offline, it gives up at once', async () => {
    online = false;
    const load = failing(1);
    await expect(retryingImport(load)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a later call starts afresh after a failure', async () => {
    const load = failing(1);
    const first = expect(retryingImport(load, 1)).rejects.toThrow();
    await first;
    await expect(retryingImport(load, 1)).resolves.toBe('chunk');
  });
});

describe('freshImport', () => {
  // A chunk on disk, and an importer that fails the way Chromium does for a chunk it remembers as failed.
  const dir = mkdtempSync(path.join(tmpdir(), 'fresh-import-'));
  const file = path.join(dir, 'chunk.mjs');
  writeFileSync(file, 'export const name = "chunk";');
  const url = pathToFileURL(file).href;
  const remembered = () =>
    Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));

  it('lets a first failure through, then imports the chunk afresh under a URL of its own', async () => {
    await expect(freshImport(remembered)).rejects.toThrow(url);
    await expect(freshImport(remembered)).resolves.toMatchObject({ name: 'chunk' });
  });

  it('passes other failures through untouched', async () => {
    const other = new Error('not a module failure');
    await expect(freshImport(() => Promise.reject(other))).rejects.toBe(other);
    await expect(freshImport(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
