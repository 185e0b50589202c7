import { describe, expect, it } from 'vitest';
import { simpleLexemes } from './tsvector';

/** Reads the binary format back as the text form of a stripped tsvector (`'a' 'b'`). */
function asText(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getInt32(0);
  let at = 4;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const end = bytes.indexOf(0, at);
    const lexeme = String.fromCharCode(...bytes.subarray(at, end));
    at = end + 1;
    expect(view.getUint16(at)).toBe(0); // no positions
    at += 2;
    out.push(`'${lexeme}'`);
  }
  expect(at).toBe(bytes.length);
  return out.join(' ');
}

describe('simpleLexemes', () => {
  it('keeps each word once, without positions, sorted as PostgreSQL sorts lexemes', () => {
    expect(asText(simpleLexemes(['write', 'a', 'story', 'a', 'day', 'ab', '10'])!)).toBe(
      "'10' 'a' 'ab' 'day' 'story' 'write'",
    );
    expect(asText(simpleLexemes([])!)).toBe('');
  });

  it('handles any number of repeats and words', () => {
    expect(asText(simpleLexemes(Array.from({ length: 300 }, () => 'x'))!)).toBe("'x'");
    const many = asText(simpleLexemes(Array.from({ length: 20_000 }, (_, i) => `w${i}`))!);
    expect(many.split(' ')).toHaveLength(20_000);
  });

  it('leaves to_tsvector the tokens whose parsing depends on the parser or the locale', () => {
    expect(simpleLexemes(['fine', '5e33ac'])).toBeNull(); // the parser splits off 5e33
    expect(simpleLexemes(['1e5'])).toBeNull(); // kept whole, but any number like it is left to the parser
    expect(simpleLexemes(['5e', '5ex', 'x3e4y', '0x0001', '35mm'])).not.toBeNull();
    expect(simpleLexemes(['поиск'])).toBeNull();
    expect(simpleLexemes(['翻译'])).toBeNull();
    expect(simpleLexemes(['\uFE0F'])).toBeNull();
  });
});
