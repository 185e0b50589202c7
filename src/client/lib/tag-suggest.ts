/**
 * Tag auto-suggest (spec): "only when no tags exist and content is 15+
 * characters; at most 2 tags, from the top 3 most frequent words (longer than
 * 3 characters, alphanumeric, not stop words) plus AI-model names found."
 *
 * Order of candidates: AI-model names in order of first appearance, then the
 * top 3 words by frequency (ties: first appearance); deduplicated and cut to 2.
 */
import { TAG_SUGGEST_MAX, TAG_SUGGEST_MIN_CONTENT } from '../../shared/constants';

/** English stop words: the NLTK list plus common additions ("would", "also", "please", ...). */
// prettier-ignore
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'ain', 'all', 'also', 'am', 'an', 'and',
  'any', 'are', 'aren', "aren't", 'as', 'at', 'be', 'because', 'been', 'before', 'being',
  'below', 'between', 'both', 'but', 'by', 'can', 'cannot', 'could', 'couldn', "couldn't", 'd',
  'did', 'didn', "didn't", 'do', 'does', 'doesn', "doesn't", 'doing', 'don', "don't", 'down',
  'during', 'each', 'either', 'else', 'ever', 'every', 'few', 'for', 'from', 'further', 'get',
  'gets', 'got', 'had', 'hadn', "hadn't", 'has', 'hasn', "hasn't", 'have', 'haven', "haven't",
  'having', 'he', 'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'however',
  'i', 'if', 'in', 'into', 'is', 'isn', "isn't", 'it', "it's", 'its', 'itself', 'just', 'let',
  'll', 'm', 'ma', 'may', 'me', 'might', 'mightn', "mightn't", 'more', 'most', 'must', 'mustn',
  "mustn't", 'my', 'myself', 'need', 'needn', "needn't", 'neither', 'no', 'nor', 'not', 'now',
  'o', 'of', 'off', 'often', 'on', 'once', 'only', 'or', 'other', 'others', 'ought', 'our',
  'ours', 'ourselves', 'out', 'over', 'own', 'please', 'rather', 're', 's', 'same', 'shall',
  'shan', "shan't", 'she', "she's", 'should', "should've", 'shouldn', "shouldn't", 'since', 'so',
  'some', 'such', 't', 'than', 'that', "that'll", 'the', 'their', 'theirs', 'them',
  'themselves', 'then', 'there', 'these', 'they', 'this', 'those', 'though', 'through', 'thus',
  'to', 'too', 'under', 'until', 'up', 'upon', 'us', 've', 'very', 'was', 'wasn', "wasn't", 'we',
  'were', 'weren', "weren't", 'what', 'when', 'where', 'whether', 'which', 'while', 'who',
  'whom', 'whose', 'why', 'will', 'with', 'within', 'without', 'won', "won't", 'would',
  'wouldn', "wouldn't", 'y', 'yet', 'you', "you'd", "you'll", "you're", "you've", 'your',
  'yours', 'yourself', 'yourselves',
  // Common additions from broader lists (e.g. Snowball / scikit-learn).
  'across', 'almost', 'along', 'already', 'although', 'always', 'among', 'another', 'anyone',
  'anything', 'anyway', 'around', 'become', 'becomes', 'behind', 'beside', 'besides', 'beyond',
  'done', 'enough', 'even', 'everyone', 'everything', 'instead', 'less', 'many', 'much', 'never',
  'nothing', 'onto', 'perhaps', 'quite', 'really', 'several', 'something', 'still', 'toward',
  'towards', 'unless', 'well', 'whatever', 'whenever', 'wherever', 'whoever', 'whole',
]);

/**
 * AI-model names recognised in content (lowercase). Matching is
 * case-insensitive and word-bounded; the parts of a name may be joined by a
 * space, a hyphen or nothing ("GPT-4", "gpt 4", "GPT4"; "Stable Diffusion",
 * "stable-diffusion"). The suggested tag is the name with spaces replaced by
 * hyphens ("stable-diffusion").
 */
export const AI_MODEL_NAMES: readonly string[] = [
  'chatgpt',
  'gpt-5',
  'gpt-4o',
  'gpt-4.5',
  'gpt-4',
  'gpt-3.5',
  'gpt-3',
  'claude',
  'gemini',
  'llama',
  'mistral',
  'mixtral',
  'deepseek',
  'qwen',
  'grok',
  'copilot',
  'midjourney',
  'dall-e',
  'stable diffusion',
  'sdxl',
  'sora',
];

/** Tag for a model name: "stable diffusion" -> "stable-diffusion". */
export function modelNameToTag(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One alternation, longest names first, so "gpt-4o" wins over "gpt-4". */
const MODEL_NAMES_BY_LENGTH = [...AI_MODEL_NAMES].sort((a, b) => b.length - a.length);
const MODEL_PATTERN = new RegExp(
  '(?<![\\p{L}\\p{N}])(' +
    MODEL_NAMES_BY_LENGTH.map((name) =>
      name
        .split(/[\s-]+/)
        .map(escapeRegExp)
        .join('[\\s-]?'),
    ).join('|') +
    // Not followed by a letter/digit, nor by ".digit" (so "gpt-4.1" is not "gpt-4").
    ')(?![\\p{L}\\p{N}]|\\.[\\p{N}])',
  'giu',
);
const MODEL_KEYS = MODEL_NAMES_BY_LENGTH.map((name) => name.replace(/[\s-]+/g, ''));

function modelForMatch(matched: string): string | undefined {
  const key = matched.toLowerCase().replace(/[\s-]+/g, '');
  const index = MODEL_KEYS.indexOf(key);
  const name = MODEL_NAMES_BY_LENGTH[index];
  return name === undefined ? undefined : modelNameToTag(name);
}

/** AI-model tags found in `content`, in order of first appearance, without duplicates. */
export function findModelTags(content: string): string[] {
  const found: string[] = [];
  for (const match of content.matchAll(MODEL_PATTERN)) {
    const tag = modelForMatch(match[0]);
    if (tag && !found.includes(tag)) found.push(tag);
  }
  return found;
}

const WORD_PATTERN = /[\p{L}\p{N}]+/gu;
const DIGITS_ONLY = /^\p{N}+$/u;

function isQualifyingWord(word: string): boolean {
  return Array.from(word).length > 3 && !STOP_WORDS.has(word) && !DIGITS_ONLY.test(word);
}

/**
 * Up to `limit` most frequent qualifying words (lowercased; longer than 3
 * characters; letters/digits of any script; not stop words; not digits only).
 * Ties go to the word that appears first. Text belonging to an AI-model name
 * is skipped so "Stable Diffusion" does not also yield "stable".
 */
export function topWords(content: string, limit: number): string[] {
  const text = content.replace(MODEL_PATTERN, ' ');
  const counts = new Map<string, { count: number; first: number }>();
  let position = 0;
  for (const match of text.matchAll(WORD_PATTERN)) {
    const word = match[0].toLowerCase();
    if (!isQualifyingWord(word)) continue;
    const entry = counts.get(word);
    if (entry) entry.count += 1;
    else counts.set(word, { count: 1, first: position++ });
  }
  return [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, Math.max(0, limit))
    .map(([word]) => word);
}

/** Number of most frequent words taken as candidates (spec: top 3). */
export const TAG_SUGGEST_TOP_WORDS = 3;

/**
 * Suggested tags for a prompt: [] when tags already exist or the trimmed
 * content is shorter than 15 characters (code points); otherwise the AI-model
 * tags found then the top 3 words, deduplicated, at most 2.
 */
export function suggestTags(content: string, existingTags: readonly string[]): string[] {
  if (existingTags.some((t) => t.trim() !== '')) return [];
  if (Array.from(content.trim()).length < TAG_SUGGEST_MIN_CONTENT) return [];

  const candidates = [...findModelTags(content), ...topWords(content, TAG_SUGGEST_TOP_WORDS)];
  return [...new Set(candidates)].slice(0, TAG_SUGGEST_MAX);
}
