import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv } from './dotenv';

const keys = ['PC_DOTENV_FROM_FILE', 'PC_DOTENV_BOTH', 'PC_DOTENV_QUOTED'];
afterEach(() => {
  for (const key of keys) delete process.env[key];
});

describe('.env', () => {
  it('fills in unset variables from the file; the environment wins where both set one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-dotenv-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(
      file,
      '# a comment\nPC_DOTENV_FROM_FILE=file value\nPC_DOTENV_BOTH=from the file\nPC_DOTENV_QUOTED="a # b"\n',
    );
    process.env.PC_DOTENV_BOTH = 'from the environment';
    expect(loadDotEnv(file)).toBe(file);
    expect(process.env.PC_DOTENV_FROM_FILE).toBe('file value');
    expect(process.env.PC_DOTENV_BOTH).toBe('from the environment');
    expect(process.env.PC_DOTENV_QUOTED).toBe('a # b');
    fs.rmSync(dir, { recursive: true });
  });

  it('no file, no change', () => {
    expect(loadDotEnv(path.join(os.tmpdir(), 'no-such-dir-pc', '.env'))).toBeNull();
  });
});
