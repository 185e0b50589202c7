/**
 * Near-duplicate detection with MinHash and locality-sensitive hashing.
 *
 * The similarity of two prompts is the Jaccard similarity of their sets of character
 * 4-grams (after normalising case and white space); MinHash estimates it from 128 bins. The signature is cut into 32 bands of 4: prompts whose similarity is 0.8 share
 * at least one band with probability 1 - (1 - 0.8^4)^32 > 0.9999, so a GIN index on the
 * band hashes finds every candidate without reading all prompts. Candidates are then scored
 * on the full signature. See docs/decisions/004-duplicate-check.md.
 */
import { normalizeText } from './search-text';

export const MINHASH_SIZE = 128;
export const LSH_BANDS = 32;
const ROWS_PER_BAND = MINHASH_SIZE / LSH_BANDS;
const SHINGLE = 4;

// Fixed seeds so that signatures stored in the database stay comparable across releases.
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}
const random = mulberry32(0x5eed);
const A = Uint32Array.from({ length: MINHASH_SIZE }, () => random() | 1);
const B = Uint32Array.from({ length: MINHASH_SIZE }, () => random());
const A0 = A[0]!;
const B0 = B[0]!;
const B1 = B[1]!;

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function normalizeForSimilarity(text: string): string {
  return collapseSpaces(normalizeText(text));
}

const collapseSpaces = (normalized: string) => normalized.replace(/\s+/g, ' ').trim();

/**
 * One-permutation MinHash with rotation densification (Shrivastava & Li, 2014): each shingle
 * is hashed once and kept as the minimum of its bin, so a signature costs one pass over the
 * text (a 200,000-character prompt included). Empty bins borrow from the next non-empty bin.
 */
export function minhashSignature(text: string): number[] {
  return minhashOfNormalized(normalizeText(text));
}

/**
 * The signature of text already passed through `normalizeText` (callers that also tokenize
 * the text normalise it once). `normalizeText(a) + '\n' + normalizeText(b)` equals
 * `normalizeText(a + '\n' + b)`: a line break neither composes nor changes case around it.
 */
export function minhashOfNormalized(normalized: string): number[] {
  const norm = collapseSpaces(normalized);
  const n = norm.length;
  // Every value stays a 32-bit integer (`| 0`), never a double: a hash above 2^31 kept as an
  // unsigned number is a heap allocation in V8, which made this loop several times slower.
  // Minima are compared unsigned by flipping the sign bit (FLIP), and the bits are those it was
  // first written (FNV-1a of each 4-gram, mix, % MINHASH_SIZE = & (MINHASH_SIZE - 1)), so stored
  // signatures do not change (minhash.test.ts pins them).
  const mins = new Int32Array(MINHASH_SIZE).fill(FLIPPED_MAX);
  const filled = new Uint8Array(MINHASH_SIZE);
  // A repeated shingle lands in the same bin with the same value, and a minimum ignores
  // repeats: every 4-gram is hashed in place, without collecting the distinct ones first.
  const last = n <= SHINGLE ? 0 : n - SHINGLE;
  for (let i = 0; i <= last; i++) {
    const end = i + SHINGLE < n ? i + SHINGLE : n;
    let s = FNV_OFFSET;
    for (let k = i; k < end; k++) s = Math.imul(s ^ norm.charCodeAt(k), FNV_PRIME);
    const h = mix32((Math.imul(A0, s) + B0_32) | 0);
    const bin = h & (MINHASH_SIZE - 1);
    const value = mix32(h ^ B1_32) ^ FLIP;
    if (filled[bin] === 0 || value < mins[bin]!) {
      mins[bin] = value;
      filled[bin] = 1;
    }
  }
  const out = new Array<number>(MINHASH_SIZE);
  for (let i = 0; i < MINHASH_SIZE; i++) {
    let j = 0;
    while (j < MINHASH_SIZE && !filled[(i + j) % MINHASH_SIZE]) j++;
    const src = (i + j) % MINHASH_SIZE;
    const min = (mins[src]! ^ FLIP) >>> 0;
    // The offset keeps a borrowed value distinct from the value it was borrowed from.
    const v = j === 0 ? min : mix((min + Math.imul(j, 0x9e3779b1)) >>> 0);
    out[i] = v | 0; // stored as signed int4 in PostgreSQL
  }
  return out;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const FLIP = 0x80000000 | 0;
/** 0xffffffff, the largest unsigned value, with its sign bit flipped. */
const FLIPPED_MAX = 0x7fffffff;
const B0_32 = B0 | 0;
const B1_32 = B1 | 0;

/** `mix` on 32-bit integers: the same bits, as a signed value. */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

export function lshBands(signature: number[]): number[] {
  const bands: number[] = [];
  for (let b = 0; b < LSH_BANDS; b++) {
    let h = 0x9e3779b9 ^ b;
    for (let r = 0; r < ROWS_PER_BAND; r++) {
      h = mix((h ^ signature[b * ROWS_PER_BAND + r]!) >>> 0);
    }
    bands.push(h | 0);
  }
  return bands;
}

export function estimateSimilarity(a: number[], b: number[]): number {
  let same = 0;
  for (let i = 0; i < MINHASH_SIZE; i++) if (a[i] === b[i]) same++;
  return same / MINHASH_SIZE;
}

/** The text a prompt is compared on: its title and content. */
export function similarityText(title: string, content: string): string {
  return `${title}\n${content}`;
}
