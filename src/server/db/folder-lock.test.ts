import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireFolderLock } from './folder-lock';

describe('acquireFolderLock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-lock-'));
  it('refuses a folder locked by a running process', () => {
    const lock = path.join(dir, 'a.lock');
    fs.writeFileSync(lock, String(process.ppid)); // the parent process is alive
    expect(() => acquireFolderLock(lock)).toThrow(/in use by process/);
  });
  it('takes over a lock left by a process that has exited, and releases it', () => {
    const lock = path.join(dir, 'b.lock');
    fs.writeFileSync(lock, '999999999');
    const release = acquireFolderLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});
