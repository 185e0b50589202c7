/**
 * Search queries that find what people mean (docs/decisions/017-search-relevance.md): the
 * words that must match, their other forms, typo candidates and Japanese runs. Query side
 * only: documents are indexed by search-text.ts, which this module never changes.
 */
import { CJK, MAX_TOKEN_LENGTH, MIN_PREFIX_LENGTH, normalizeText, splitCjk, TOKEN } from './search-text';

/** Everyday English words a query can drop: a title rarely holds them ("summarize a book"). */
export const STOP_WORDS = new Set(
  'a an the of for to in on at by with and or my me i you your is are be as it its this that from about into me we our how what'.split(
    ' ',
  ),
);

const SCRIPTS = [/\p{Script=Han}/u, /\p{Script=Hiragana}/u, /\p{Script=Katakana}/u, /\p{Script=Hangul}/u];
const scriptOf = (ch: string) => SCRIPTS.findIndex((re) => re.test(ch));
const HIRAGANA = /^\p{Script=Hiragana}+$/u;

/**
 * A query's CJK runs split where the script changes (kanji, hiragana, katakana), then into
 * bigrams: "アプリ開発" gives アプ, プリ, 開発, all of which a document holding "アプリケーション開発"
 * has (its bigrams cross the scripts, so they include every bigram inside one script). A lone
 * character stays as it is (it matches as a prefix of the document's bigrams).
 */
function queryCjkTokens(word: string): string[] {
  const out: string[] = [];
  let run = '';
  let script = -2;
  const flush = () => {
    if (run) out.push(...splitCjk(run));
    run = '';
  };
  for (const ch of word) {
    const s = CJK.test(ch) ? scriptOf(ch) : -1;
    if (s !== script) flush();
    script = s;
    run += ch;
  }
  flush();
  return out;
}

/** The tokens of a query (as `tokenize`, with CJK runs split by script). */
export function queryTokenize(query: string): string[] {
  const normalized = normalizeText(query);
  const words = normalized.match(TOKEN) ?? [];
  const tokens: string[] = [];
  for (const word of words) {
    for (const token of CJK.test(word) ? queryCjkTokens(word) : [word]) {
      if (token.length <= MAX_TOKEN_LENGTH) tokens.push(token);
    }
  }
  return tokens;
}

/** Suffixes a word form can carry, longest first (a light English stemmer: the stem is a prefix). */
const SUFFIXES = [
  'izations',
  'ization',
  'isations',
  'isation',
  'ational',
  'ologies',
  'fulness',
  'iveness',
  'ousness',
  'ations',
  'ation',
  'itions',
  'ition',
  'ements',
  'ement',
  'ments',
  'ment',
  'ators',
  'ator',
  'ating',
  'ates',
  'ated',
  'ate',
  'izing',
  'ising',
  'izers',
  'izer',
  'isers',
  'iser',
  'ingly',
  'ings',
  'ing',
  'ions',
  'ion',
  'ities',
  'ity',
  'ized',
  'ised',
  'izes',
  'ises',
  'ize',
  'ise',
  'ists',
  'ist',
  'isms',
  'ism',
  'ical',
  'ial',
  'ally',
  'edly',
  'ness',
  'ies',
  'ied',
  'ers',
  'ors',
  'ive',
  'ed',
  'er',
  'or',
  'sis',
  'es',
  'al',
  'ly',
  'y',
  's',
];
const MIN_STEM = 4;

/**
 * The common beginning of a word's forms, or null when the word is its own stem: translate,
 * translator, translation → translat; reviewing → review; summarize → summar; etymology →
 * etymolog. Only for Latin-script words of 5+ letters; the stem keeps 4+ letters (5+ when
 * only a final y goes, so "story" stays whole; "class" keeps its s). Matched as a prefix.
 */
export function stemWord(word: string): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return null;
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    const min = suffix === 'y' ? MIN_STEM + 1 : MIN_STEM;
    if (stem.length < min) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(word)) continue;
    // A doubled final consonant (committed, running) is one letter in the other forms.
    const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss)$/.test(stem) ? stem.slice(0, -1) : stem;
    return undoubled;
  }
  return null;
}

/** The words one adjacent swap away ("pyhton" → "python"), for typos a trigram match misses. */
export function transpositions(word: string): string[] {
  const chars = Array.from(word);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    out.add(swapped.join(''));
  }
  out.delete(word);
  return [...out];
}

export type QueryTerm = {
  token: string;
  /** The word as typed (a tsquery term). */
  exact: string;
  /** The word as a prefix, while it is being typed (the query's last word) or a lone CJK character. */
  prefix: string | null;
  /** Its other forms: the stem (or the word itself, 4+ letters) as a prefix, or null. */
  stem: string | null;
  /** Whether typos of it are looked for among title words. */
  fuzzy: boolean;
};

/** Every tsquery alternative of a term. */
export const alternativesOf = (t: QueryTerm) => [t.exact, ...(t.prefix ? [t.prefix] : []), ...(t.stem ? [t.stem] : [])];

/**
 * The words of a query that must match (stop words are dropped unless the query is only stop
 * words), at most 12, each with its tsquery alternatives. Tokens hold only letters, digits and
 * marks, so they need no tsquery escaping; quoting keeps words like "and" or "or" literal.
 */
export function queryTerms(query: string): QueryTerm[] {
  const typed = queryTokenize(query);
  /** The word being typed: the query's last, unless a stop word or particle follows it. */
  const typing = typed[typed.length - 1];
  let tokens = [...new Set(typed)];
  // Japanese particles and inflections (a hiragana run) rarely carry the meaning.
  const meaningful = tokens.filter((t) => !HIRAGANA.test(t));
  if (meaningful.length) tokens = meaningful;
  const content = tokens.filter((t) => !STOP_WORDS.has(t));
  if (content.length) tokens = content;
  tokens = tokens.slice(0, 12);
  return tokens.map((token) => {
    const cjk = CJK.test(token);
    const length = Array.from(token).length;
    const prefix = (token === typing && !cjk && length >= MIN_PREFIX_LENGTH) || (cjk && length === 1);
    // Every form of the word: its stem, or the word itself, as a prefix (recommend → recommender).
    const stem = cjk ? null : (stemWord(token) ?? (length >= MIN_STEM && /^\p{L}+$/u.test(token) ? token : null));
    return {
      token,
      exact: `'${token}'`,
      prefix: prefix ? `'${token}':*` : null,
      stem: stem ? `'${stem}':*` : null,
      fuzzy: !cjk && length >= 4 && !/^\d+$/.test(token),
    };
  });
}

/** One tsquery term: any of the alternatives. */
export const anyOf = (alternatives: string[]) =>
  alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
