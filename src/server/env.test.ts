import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_SETTINGS, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to port 3000, ./data and the embedded database', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.baseUrl).toBe('http://localhost:3000');
  });
  it('reads PORT, DATA_DIR, DATABASE_URL and BASE_URL', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      BASE_URL: 'https://p.example.com/',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      dataDir: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      baseUrl: 'https://p.example.com',
    });
  });
  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });
  it('reads LOG_LEVEL, info by default', () => {
    expect(parseEnv({}).LOG_LEVEL).toBe('info');
    expect(parseEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('the documented settings', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  it("the README's Environment table names every setting", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Environment'));
    const rows = table
      .slice(0, table.indexOf('\n## '))
      .split('\n')
      .filter((l) => l.startsWith('| `'));
    const named = new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])));
    expect(ENV_SETTINGS.filter((name) => !named.has(name))).toEqual([]);
  });
  it('.env.example names every setting, each with a comment above it', () => {
    const lines = fs.readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
    for (const name of ENV_SETTINGS) {
      const at = lines.findIndex((l) => new RegExp(`^(# )?${name}=`).test(l));
      expect(at, name).toBeGreaterThan(0);
      // The comment: the nearest line above that is not another setting.
      const above = lines
        .slice(0, at)
        .reverse()
        .find((l) => !/^(# )?[A-Z_]+=/.test(l));
      expect(above, name).toMatch(/^# \S/);
    }
  });
});
