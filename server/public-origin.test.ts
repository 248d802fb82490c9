import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';
import { publicOriginFrom } from './public-origin';

describe('the public origin', () => {
  it('is read from PUBLIC_ORIGIN, an http(s) origin, a trailing slash dropped', () => {
    expect(publicOriginFrom({ PUBLIC_ORIGIN: 'https://login.example.com' })).toBe(
      'https://login.example.com',
    );
    expect(publicOriginFrom({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080/', NODE_ENV: 'production' })).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuses anything more or other than an origin', () => {
    for (const value of [
      'login.example.com',
      'ftp://login.example.com',
      'https://login.example.com/frontend',
      'https://login.example.com?a=1',
      'https://user:pass@login.example.com',
      'https://login.example.com:443',
    ])
      expect(() => publicOriginFrom({ PUBLIC_ORIGIN: value }), value).toThrow(/PUBLIC_ORIGIN must be/);
  });

  it('is required in production only: elsewhere the URL the browser called gives it', () => {
    expect(publicOriginFrom({})).toBeNull();
    expect(() => publicOriginFrom({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN is required/);
  });

  it('stops a production server from starting without it, naming the variable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'idaas-origin-'));
    try {
      const env = {
        NODE_ENV: 'production',
        SECRETS_KEY: 'ab'.repeat(32),
        PUBLIC_ORIGIN: '',
        DATA_DIR: dataDir,
        // Production's cost: the test cost is refused under NODE_ENV=production before PUBLIC_ORIGIN is read.
        KDF_COST: 'production',
      };
      await expect(startServerProcess(env, 30_000)).rejects.toThrow(
        /PUBLIC_ORIGIN is required in production/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
