import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryingImport } from './chunk-retry';

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
