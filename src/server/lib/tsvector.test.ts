import { describe, expect, it } from 'vitest';
import { simpleTsvector } from './tsvector';

/** Reads the binary format back as `to_tsvector`'s text form (`'a':1,3 'b':2`). */
function asText(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getInt32(0);
  let at = 4;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const end = bytes.indexOf(0, at);
    const lexeme = String.fromCharCode(...bytes.subarray(at, end));
    at = end + 1;
    const n = view.getUint16(at);
    at += 2;
    const positions: number[] = [];
    for (let k = 0; k < n; k++, at += 2) positions.push(view.getUint16(at));
    out.push(`'${lexeme}':${positions.join(',')}`);
  }
  expect(at).toBe(bytes.length);
  return out.join(' ');
}

describe('simpleTsvector', () => {
  it("numbers each token's position and sorts the lexemes as PostgreSQL does", () => {
    expect(asText(simpleTsvector(['write', 'a', 'story', 'a', 'day', 'ab', '10'])!)).toBe(
      "'10':7 'a':2,4 'ab':6 'day':5 'story':3 'write':1",
    );
    expect(asText(simpleTsvector([])!)).toBe('');
  });

  it('keeps 255 positions of a lexeme and stops positions at 16,383', () => {
    const many = asText(simpleTsvector(Array.from({ length: 300 }, () => 'x'))!);
    expect(many.split(',')).toHaveLength(255);
    const long = asText(simpleTsvector([...Array.from({ length: 16_390 }, (_, i) => `w${i}`), 'w0', 'end'])!);
    expect(long).toContain("'end':16383");
    expect(long).toContain("'w0':1,16383");
    expect(long).toContain("'w16389':16383");
  });

  it('leaves to_tsvector the tokens whose parsing depends on the parser or the locale', () => {
    expect(simpleTsvector(['fine', '5e33ac'])).toBeNull(); // the parser splits off 5e33
    expect(simpleTsvector(['1e5'])).toBeNull(); // kept whole, but any number like it is left to the parser
    expect(simpleTsvector(['5e', '5ex', 'x3e4y', '0x0001', '35mm'])).not.toBeNull();
    expect(simpleTsvector(['поиск'])).toBeNull();
    expect(simpleTsvector(['翻译'])).toBeNull();
    expect(simpleTsvector(['\uFE0F'])).toBeNull();
  });
});
