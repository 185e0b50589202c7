import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCopies } from './compression';

const body = (word: string) => JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => `${word} ${i}`) });

describe('CompressedCopies', () => {
  it('compresses a body once per encoding and hands the same copy to every later request', async () => {
    const copies = new CompressedCopies();
    const text = body('prompt');
    const br = await copies.get(text, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(await copies.get(text, 'br')).toBe(br);
    // The same text computed again (another string) finds the same copy.
    expect(await copies.get(`${text.slice(0, 10)}${text.slice(10)}`, 'br')).toBe(br);
    const gzip = await copies.get(text, 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(text);
    expect(await copies.get(text, 'gzip')).toBe(gzip);
    expect(copies.size).toBe(1);
  });

  it('lets the least recently used bodies go beyond its size, but keeps the one asked for', async () => {
    const a = body('alpha');
    const b = body('bravo');
    const c = body('charlie');
    const copies = new CompressedCopies(a.length + c.length + 10);
    const first = await copies.get(a, 'br');
    await copies.get(b, 'br');
    expect(await copies.get(a, 'br')).toBe(first); // a is now the most recent
    await copies.get(c, 'br'); // b goes
    expect(copies.size).toBe(2);
    expect(await copies.get(a, 'br')).toBe(first);
    const huge = body('x'.repeat(a.length * 4));
    expect(zlib.brotliDecompressSync(await copies.get(huge, 'br')).toString()).toBe(huge);
    expect(copies.size).toBe(1);
  });
});
