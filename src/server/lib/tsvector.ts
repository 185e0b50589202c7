/**
 * `to_tsvector('simple', tokens.join(' '))` computed in JavaScript, for bulk inserts (the CSV
 * import): the database then only copies the value in, where `to_tsvector` costs PGlite about
 * half a microsecond per character of text. Built in PostgreSQL's binary format (tsvectorrecv),
 * which the database reads without parsing text.
 *
 * Only for token lists whose every token PostgreSQL's default parser keeps as one word,
 * unchanged: ASCII letters and digits, but no token starting with digits + `e` + a digit
 * (`5e33ac`: the parser splits off the number `5e33`). Anything else (other scripts, where the
 * parser's character classes depend on the server's locale) returns null, and the caller uses
 * `to_tsvector`. The API tests (admin-import) compare both on 50,000 random tokens of letters
 * and digits and on every seed prompt, on PGlite and PostgreSQL.
 */

const PLAIN_TOKEN = /^[a-z0-9]+$/;
const SCIENTIFIC_START = /^[0-9]+e[0-9]/;
/** tsvector limits: positions stop at 16,383 (MAXENTRYPOS - 1), a lexeme keeps 255 of them (MAXNUMPOS - 1). */
const MAX_POSITION = 16_383;
const MAX_POSITIONS = 255;

/**
 * The tsvector of the tokens (each token one position, in order, as `to_tsvector` numbers
 * them), in binary format, or null when `to_tsvector` must build it.
 */
export function simpleTsvector(tokens: string[]): Uint8Array | null {
  const positions = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const list = positions.get(token);
    if (!list) {
      if (!PLAIN_TOKEN.test(token) || SCIENTIFIC_START.test(token)) return null;
      positions.set(token, [Math.min(i + 1, MAX_POSITION)]);
    } else if (list.length < MAX_POSITIONS && list[list.length - 1] !== MAX_POSITION) {
      list.push(Math.min(i + 1, MAX_POSITION));
    }
  }
  // Lexemes in PostgreSQL's order (bytes, then length): for ASCII, JavaScript's string order.
  const lexemes = [...positions.keys()].sort();
  let size = 4;
  for (const lexeme of lexemes) size += lexeme.length + 1 + 2 + 2 * positions.get(lexeme)!.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setInt32(0, lexemes.length);
  let at = 4;
  for (const lexeme of lexemes) {
    for (let k = 0; k < lexeme.length; k++) out[at++] = lexeme.charCodeAt(k);
    out[at++] = 0;
    const list = positions.get(lexeme)!;
    view.setUint16(at, list.length);
    at += 2;
    // Weight D (0) in the two high bits: the position as is.
    for (const p of list) {
      view.setUint16(at, p);
      at += 2;
    }
  }
  return out;
}
