/**
 * Language-neutral text for full-text search. PostgreSQL's `simple` configuration splits on
 * spaces and punctuation, which suits English, Russian or Turkish, but leaves a run of Chinese
 * or Japanese characters as one long word. We normalise in JavaScript (same result on PGlite
 * and on any PostgreSQL server, whatever its locale) and turn CJK runs into overlapping
 * bigrams, the usual approach of CJK analysers, so a two-character query finds text inside a
 * longer run. See docs/decisions/003-search.md.
 */

export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/** Any character outside ASCII (most prompts have none: the fast path below). */
const NON_ASCII = /[\u0080-\uffff]/;
const MARK = /\p{M}/u;
const ASCII_TOKEN = /[A-Za-z0-9]+/g;

/**
 * Lowercase, and fold accents on Latin letters (Türkçe -> turkce, İstanbul -> istanbul,
 * hikâye -> hikaye), so a query matches whichever way a word was typed. Marks on other
 * scripts (Devanagari vowel signs, …) carry meaning and are kept.
 */
export function normalizeText(text: string): string {
  // ASCII text is its own NFKC/NFD/NFC form and has no marks: lowercasing is all there is.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  let out = text.normalize('NFKC').toLocaleLowerCase('und').normalize('NFD');
  // The two replacements only change text that holds a mark or a dotless i.
  if (MARK.test(out)) out = out.replace(/(\p{Script=Latin})\p{M}+/gu, '$1');
  if (out.includes('ı')) out = out.replace(/ı/g, 'i');
  return out.normalize('NFC');
}

export function splitCjk(token: string): string[] {
  if (!CJK.test(token)) return [token];
  const out: string[] = [];
  let run = '';
  let other = '';
  const flushRun = () => {
    const chars = Array.from(run);
    if (chars.length === 1) out.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    run = '';
  };
  for (const ch of token) {
    if (CJK.test(ch)) {
      if (other) {
        out.push(other);
        other = '';
      }
      run += ch;
    } else {
      if (run) flushRun();
      other += ch;
    }
  }
  if (run) flushRun();
  if (other) out.push(other);
  return out;
}

/** PostgreSQL's limit for one lexeme is 2 KB; longer "words" (base64 blobs) are not searchable anyway. */
export const MAX_TOKEN_LENGTH = 100;

export function tokenize(text: string): string[] {
  return tokensOfNormalized(normalizeText(text));
}

/** `tokenize` of text already passed through `normalizeText`. */
export function tokensOfNormalized(normalized: string): string[] {
  // ASCII text (most prompts): its letters, digits and marks are [A-Za-z0-9], and a plain
  // character class is several times faster than Unicode property escapes.
  const words = (NON_ASCII.test(normalized) ? normalized.match(TOKEN) : normalized.match(ASCII_TOKEN)) ?? [];
  const cjk = CJK.test(normalized);
  const tokens: string[] = [];
  for (const word of words) {
    if (cjk) {
      for (const token of splitCjk(word)) if (token.length <= MAX_TOKEN_LENGTH) tokens.push(token);
    } else if (word.length <= MAX_TOKEN_LENGTH) tokens.push(word);
  }
  return tokens;
}

/** Space-separated tokens for `to_tsvector('simple', ...)`. */
export function searchDocument(text: string): string {
  return tokenize(text).join(' ');
}

/** The last word of a query matches as a prefix from this many characters on. */
export const MIN_PREFIX_LENGTH = 3;

/**
 * A tsquery (for `to_tsquery('simple', ...)`) that requires every word of the query; the last
 * word (3+ characters) also matches as a prefix, so results appear while the user is typing.
 * Returns null when the query holds no searchable word.
 */
export function searchQuery(query: string): string | null {
  const tokens = [...new Set(tokenize(query))].slice(0, 12);
  if (tokens.length === 0) return null;
  // Tokens hold only letters, digits and marks, so they need no tsquery escaping;
  // quoting keeps words like "and" or "or" literal.
  const quoted = tokens.map((t) => `'${t}'`);
  const last = quoted.length - 1;
  // A prefix of one or two letters ("re") matches a large share of all words: too broad to
  // help, and costly to rank. CJK bigrams are whole words already.
  if (Array.from(tokens[last]!).length >= MIN_PREFIX_LENGTH && !CJK.test(tokens[last]!)) {
    quoted[last] = `${quoted[last]}:*`;
  }
  return quoted.join(' & ');
}
