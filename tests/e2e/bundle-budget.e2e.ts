/**
 * The JavaScript budget of `/` (docs/decisions/020-light-first-page.md): the entry script and
 * its modulepreloads, counted as the server sends them (the build's brotli copies), stay within
 * JS_BUDGET_KB; and the server really sends those copies to a browser that accepts brotli.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { clientJsSize, JS_BUDGET_KB } from '../../bench/bundle-size';

const clientDir = path.resolve('dist/client');

describe('JavaScript for /', () => {
  it(`stays within ${JS_BUDGET_KB} KB as sent, every file precompressed`, () => {
    const size = clientJsSize(clientDir);
    if (!size.ok) throw new Error(size.reason);
    for (const file of size.files) {
      expect(fs.existsSync(path.join(clientDir, `${file.file}.br`)), `${file.file}.br`).toBe(true);
    }
    expect(size.totalSent / 1024).toBeLessThanOrEqual(JS_BUDGET_KB);
    // What is sent is the compressed copy, not the file itself.
    expect(size.totalSent).toBeLessThan(size.totalBytes / 2);
  });

  it('is served as brotli to a browser that accepts it', async () => {
    const size = clientJsSize(clientDir);
    if (!size.ok) throw new Error(size.reason);
    let received = 0;
    for (const file of size.files) {
      const res = await fetch(`${baseUrl()}/${file.file}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), file.file).toBe('br');
      received += Number(res.headers.get('content-length'));
      await res.arrayBuffer();
    }
    expect(received).toBe(size.totalSent);
  });
});
