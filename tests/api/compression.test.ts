import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import { negotiateEncoding } from '../../src/server/lib/compression';

let ctx: TestContext;
let clientDir: string;
const script = `console.log(${JSON.stringify('prompt commons '.repeat(200))});\n`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-compress-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Prompt Commons</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(clientDir, 'assets'));
  const file = path.join(clientDir, 'assets', 'index-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(clientDir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method = 'GET') =>
  ctx.app.request(url, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('precompressed build files', () => {
  it('sends brotli when the browser accepts it, with the type, length and a year of caching', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file as is to one that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-abc123.js', accept);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(script));
      expect(await plain.text()).toBe(script);
    }
  });

  it('honours a refused brotli (q=0) by sending gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'br;q=0, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const res = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(zlib.brotliCompressSync(script).length);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends a file without compressed copies as is, without Vary', async () => {
    const res = await get('/assets/logo-abc123.png', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe('4');
    expect(res.headers.get('vary')).toBeNull();
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('answers 404 for a missing asset, a compressed copy asked for by name, and paths outside the build', async () => {
    const missing = await get('/assets/index-gone000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect((await get('/assets/index-abc123.js.br')).status).toBe(404);
    expect((await get('/assets/../../etc/passwd.js')).status).toBe(404);
    expect((await get('/assets/%2e%2e/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });
});

describe('compressed pages and API answers', () => {
  it('compresses the HTML shell and a large JSON answer, and says Vary', async () => {
    for (let i = 0; i < 5; i++)
      await makePrompt(ctx.handle.db, { content: `Write a long careful answer ${i}. `.repeat(20) });
    const page = await get('/', 'br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<div id="root">');

    const plainApi = await get('/api/prompts');
    const plain = await plainApi.text();
    expect(plainApi.headers.get('content-encoding')).toBeNull();
    expect(plain.length).toBeGreaterThan(1024);
    const api = await get('/api/prompts', 'gzip');
    expect(api.headers.get('content-encoding')).toBe('gzip');
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const body = Buffer.from(await api.arrayBuffer());
    expect(Number(api.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(zlib.gunzipSync(body).toString())).toEqual(JSON.parse(plain));
  });

  it('sends a cached answer compressed from one copy made for every browser', async () => {
    for (let i = 0; i < 5; i++) await makePrompt(ctx.handle.db, { content: `Cached answer ${i}. `.repeat(30) });
    const plain = await (await get('/api/prompts?sort=oldest', undefined)).text();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await get('/api/prompts?sort=oldest', 'gzip, deflate, br, zstd');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      answers.push(bytes);
    }
    for (const bytes of answers)
      expect(JSON.parse(zlib.brotliDecompressSync(bytes).toString())).toEqual(JSON.parse(plain));
    const gzip = await get('/api/prompts?sort=oldest', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const identity = await get('/api/prompts?sort=oldest', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it('leaves answers of 1 KB or less as they are', async () => {
    const res = await get('/api/tags/popular', 'br, gzip');
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text.length).toBeLessThanOrEqual(1024);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(text)).toBeTruthy();
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q-values and *', () => {
    expect(negotiateEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('*, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('GZIP;Q=0.5', ['br', 'gzip'])).toBe('gzip');
  });
});
