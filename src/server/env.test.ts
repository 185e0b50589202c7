import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

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
});
