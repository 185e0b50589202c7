/**
 * A prompt's searchable words as a stripped tsvector (`strip(to_tsvector('simple', …))`),
 * computed in JavaScript for bulk inserts (the CSV import): the database then only copies the
 * value in, where `to_tsvector` costs PGlite about half a microsecond per character of text.
 * Built in PostgreSQL's binary format (tsvectorrecv), which the database reads without parsing
 * text.
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

/**
 * `strip(to_tsvector('simple', tokens.join(' ')))` (the distinct words, without positions) in
 * binary format, or null when `to_tsvector` must build it.
 */
export function simpleLexemes(tokens: string[]): Uint8Array | null {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (seen.has(token)) continue;
    if (!PLAIN_TOKEN.test(token) || SCIENTIFIC_START.test(token)) return null;
    seen.add(token);
  }
  // Lexemes in PostgreSQL's order (bytes, then length): for ASCII, JavaScript's string order.
  const lexemes = [...seen].sort();
  let size = 4;
  for (const lexeme of lexemes) size += lexeme.length + 3;
  const out = new Uint8Array(size);
  new DataView(out.buffer).setInt32(0, lexemes.length);
  let at = 4;
  for (const lexeme of lexemes) {
    for (let k = 0; k < lexeme.length; k++) out[at++] = lexeme.charCodeAt(k);
    // A NUL after the lexeme, then its number of positions (0: a uint16, written as two zeros).
    at += 3;
  }
  return out;
}
