/**
 * Seed data: the four public prompt collections in `seed/` (copied from the
 * dev-only source data; see seed/README.md for sources, row counts and licenses).
 *
 * - `readPromptsCsv` streams one CSV file (header `title,content,category,tags`,
 *   RFC 4180 quoting, multi-line fields) and yields normalized items one by one.
 * - `isCuratedOut` decides whether an item must stay out of the public demo seed
 *   (jailbreaks, suggestive/sexual content, harmful items, junk titles, empty or
 *   too-short items). The rules were tuned against the real files.
 * - `readSeedPrompts` yields the curated seed over all four files in a fixed
 *   order, without duplicates: exact ones, the same title twice, and near-duplicates
 *   by the app's duplicate check (`SeedDuplicates`).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse';
import { DUPLICATE_SIMILARITY } from '../../shared/constants';
import { projectPath } from '../lib/project-files';
import { estimateSimilarity, lshBands, minhashSignature, normalizeForSimilarity, similarityText } from '../lib/minhash';

export type SeedPrompt = {
  title: string;
  content: string;
  category: string;
  tags: string[];
  /** Collection the item comes from, e.g. `fabric` (the file name without `prompts-` and `.csv`). */
  source: string;
};

const seedFile = (name: string): string => projectPath('seed', name);

/** The four seed files, in the order `readSeedPrompts` reads them. */
export const SEED_FILES: readonly string[] = [
  seedFile('prompts-awesome-chatgpt-prompts.csv'),
  seedFile('prompts-fabric.csv'),
  seedFile('prompts-useful-ai-prompts.csv'),
  seedFile('prompts-awesome-copilot.csv'),
];

const CATEGORIES: ReadonlySet<string> = new Set([
  'programming',
  'writing',
  'data-science',
  'marketing',
  'education',
  'academic',
  'creative',
  'business',
  'personal',
  'other',
]);

const EXPECTED_HEADER = ['title', 'content', 'category', 'tags'] as const;

export function normalizeCategory(raw: string): string {
  const c = raw.trim().toLowerCase();
  return CATEGORIES.has(c) ? c : 'other';
}

/** `a; B ;;a` -> `['a', 'b']`: split on `;`, trim, lowercase, drop empty, dedupe (first occurrence wins). */
export function normalizeTags(raw: string): string[] {
  const out = new Set<string>();
  for (const part of raw.split(';')) {
    const tag = part.trim().toLowerCase();
    if (tag) out.add(tag);
  }
  return [...out];
}

function sourceOf(filePath: string): string {
  return basename(filePath)
    .replace(/\.csv$/i, '')
    .replace(/^prompts-/, '');
}

/**
 * Streams a seed CSV file. Records are parsed one at a time (the file is never
 * held in memory as rows). Throws on a missing file, a wrong header or a record
 * with the wrong number of fields.
 */
export async function* readPromptsCsv(filePath: string): AsyncGenerator<SeedPrompt> {
  const source = sourceOf(filePath);
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const got = header.map((h) => h.trim().toLowerCase());
      if (got.join(',') !== EXPECTED_HEADER.join(',')) {
        throw new Error(`${filePath}: expected header ${EXPECTED_HEADER.join(',')}, got ${header.join(',')}`);
      }
      return got;
    },
    relax_column_count: false,
    skip_empty_lines: true,
  });
  const input = createReadStream(filePath);
  // `pipe` does not forward errors: a missing file would otherwise leave the parser waiting forever.
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<Record<string, string | undefined>>) {
      yield {
        title: (record.title ?? '').trim(),
        content: (record.content ?? '').trim(),
        category: normalizeCategory(record.category ?? ''),
        tags: normalizeTags(record.tags ?? ''),
        source,
      };
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
}

// ---------------------------------------------------------------------------
// Curation
// ---------------------------------------------------------------------------

/** Unicode-aware word boundaries (`\b` is ASCII-only: it treats `ı`, `ş`, `é` as boundaries). */
const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/** Case-insensitive whole-word(s) regex from alternatives written as regex source. */
const words = (...alts: string[]): RegExp => new RegExp(`${B}(?:${alts.join('|')})${E}`, 'iu');

/**
 * A negation shortly before a term in the same clause ("no nudity", "non-explicit",
 * "no deep cleavage", "avoid lingerie"): such mentions are safety constraints, not content.
 */
const NEGATED_BEFORE = /(?:^|[^\p{L}])(?:no|not|non|never|nor|without|avoid|zero)(?:[^\p{L}]|$)[^.\n;:!?]{0,24}$/iu;

/**
 * Image prompts list what the picture must NOT contain in keys such as
 * `"negative_prompt": [...]`, `"exclude_visuals": [...]` or a "Negative prompt:" line.
 * Those lists are removed before the suggestive-content rules run.
 */
const NEGATIVE_SECTIONS: RegExp[] = [
  /"(?:negative\w*|exclude\w*|avoid\w*|forbid\w*|do_not\w*|dont\w*)"\s*:\s*(?:\[[^\]]*\]|"(?:[^"\\]|\\.)*")/giu,
  // a "Negative prompt: ..." line, or a "### Negative prompts" heading and its bullet list
  /negative prompts?\b[^\n]*(?:\n[ \t]*(?:[-*•]|\d+[.)])[^\n]*)*/giu,
];

function stripNegativeSections(text: string): string {
  let out = text;
  for (const re of NEGATIVE_SECTIONS) out = out.replace(re, ' ');
  return out;
}

/** The first match of `re` in `text` without a negation just before it, or null. */
function findUnnegated(re: RegExp, text: string): string | null {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of text.matchAll(global)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!NEGATED_BEFORE.test(before)) return m[0];
  }
  return null;
}

type Rule = {
  /** Short reason returned by `isCuratedOut`. */
  reason: string;
  /** Title-only patterns. */
  title?: RegExp[];
  /** Patterns tested on title + content. */
  text?: RegExp[];
  /** Patterns tested on title + content with negative-prompt lists removed, ignoring negated mentions. */
  unnegated?: RegExp[];
};

const RULES: Rule[] = [
  {
    reason: 'jailbreak',
    // "Unconstrained AI model DAN"; "Chimera AI-Powered Prompt Optimization System" (a
    // "jailbreak research system"). Security prompts that only *mention* jailbreaks to
    // defend against them ("Jailbreak Vulnerabilities", "JAILBREAK PREVENTION",
    // "jailbreak / root" on mobile) are kept.
    title: [words('jailbreak\\w*', 'DAN', 'uncensored', 'unrestricted AI')],
    text: [
      // DAN must be upper case: "Dan Harmon's Story Circle", "Osmanlı'dan" are fine.
      new RegExp(`${B}DAN${E}`, 'u'),
      words('do anything now', 'BetterDAN', 'Anti-?DAN', 'STAN prompt', 'Mongo Tom'),
      words('jailbreak(?:ing)? (?:research|mode|prompt)', '(?:act as|you are)[^.\\n]{0,80}jailbreak\\w*'),
      // Instructions to drop the model's rules (not quoted examples of attacks).
      new RegExp(
        `(?<!["“'‘])${B}(?:ignore|disregard|forget) (?:all |any )?(?:of )?(?:the |your )?(?:previous|prior|above|earlier|original) (?:instructions|prompts?|guidelines|rules|programming)${E}(?!["”'’])`,
        'iu',
      ),
      words('developer mode (?:enabled|output|activated|v2)', 'enable developer mode in chatgpt'),
      new RegExp(
        `(?<!["“'‘])${B}(?:you are|you're|you will be|act as) (?:now )?(?:an? )?(?:uncensored|unfiltered|unrestricted|amoral)${E}`,
        'iu',
      ),
      words(
        '(?:without|free from|free of|no) (?:any )?(?:ethical|moral|content) (?:guidelines|restrictions|filters?|constraints|limits|boundaries)',
        'broken free of the typical confines',
        'evil confidant',
        'opposite mode',
      ),
    ],
  },
  {
    reason: 'suggestive or sexual',
    // Flirting roleplays ("Flirting Boy", "Girl of Dreams"), "pick-up" persona games
    // ("Random Girl"), sexual lifestyle items ("Personal Growth Plan for BNWO Enthusiasts")
    // and sexualized image prompts ("Young woman with bikini", "Spanish girl in nightclub",
    // "Sun-Drenched Outdoor Selfie ..." with a "lust_factor").
    title: [
      words(
        'sexy',
        'seduct\\w*',
        'seductive',
        'erotic\\w*',
        'nsfw',
        'lingerie',
        'nude',
        'naked',
        'bikini',
        'girlfriend',
        'boyfriend',
        'flirt\\w*',
        'hot girls?',
        'onlyfans',
        'fetish\\w*',
      ),
    ],
    unnegated: [
      words(
        // explicit words ("seductive" alone is left to the title rule: a noir
        // "seductive and urgent" jazz-singer expression is fine)
        'sexy',
        'seduc(?:e|ing) (?:me|the user|him|her|them)',
        'seducente',
        'erotic\\w*',
        'nsfw',
        'lingerie',
        // not "Naked Acronyms" (ATS resume check) or Go's "naked returns"
        '(?:fully |completely |half[- ])?naked (?:wom[ae]n|m[ae]n|girls?|boys?|body|bodies|photos?|pictures?|images?|selfies?|models?)',
        '(?:fully|completely|half)[- ]naked',
        'nudity',
        'topless',
        'pornographic',
        'sexually explicit',
        'sexual (?:roleplay|content|fantas(?:y|ies)|scenes?|tension)',
        'onlyfans',
        'fetish\\w*',
        'cuckold\\w*',
        'BNWO',
        'findom',
        'thirst trap',
        // flirting / dating roleplay (a "boyfriend" in a threat-modelling scenario is fine)
        'flirt\\w*',
        '(?:virtual|ai|digital) (?:girlfriend|boyfriend)',
        '(?:act as|pretend to be|roleplay as) (?:my|a) (?:girlfriend|boyfriend)',
        // body-focused image descriptions
        'lust(?:_factor|ful|y)?', // not "lustrous hair"
        'sensuality\\w*',
        'nipples?\\w*',
        'areolae?',
        'bra_status',
        'bra (?:\\w+ )?visible',
        // not "chicken breast" or "breast cancer screening"
        '(?<!(?:chicken|turkey|duck) )breasts?(?! (?:cancer|exams?|screening|milk|pumps?|health|tissue))',
        'cleavage',
        '(?:heavy|large|big|ample|voluminous|prominent|firm|very large) bust',
        'bust (?:volume|size)',
        'thick thighs',
        'round hips',
        'thigh-highs?',
        'micro[- ]?(?:skirt|dress)',
        'groin_area',
        'hot-girl',
        'bedroom eyes',
        'bikini',
      ),
    ],
  },
  {
    reason: 'harmful or deceptive',
    // "Gaslighter": psychological manipulation of a target person. Prompts that teach how
    // to *recognise* manipulation or scams are kept.
    title: [words('gaslight\\w*')],
    text: [
      words('act as an? gaslighter', 'manipulate the thoughts, perceptions and emotions'),
      words('bypass (?:ai|gpt)[- ]detect\\w*', '(?:evade|fool|beat|trick) (?:the )?(?:ai|gpt)[- ]detect\\w*'),
    ],
  },
  {
    reason: 'joke or placeholder title',
    // "Aaa", "Xh", "brsorndnsg", "test", "trial".
    title: [
      /^(?:test(?:ing)?|trial|demo|sample|example|untitled|new prompt|my prompt|asdf\w*|qwerty|foo|bar|xxx+|lorem ipsum)$/iu,
      /^(\p{L})\1+$/iu, // one letter repeated: "Aaa"
      /^(?=.*\p{Ll})\p{L}{1,2}$/u, // one or two letters, not an acronym: "Xh" (but "AI", "QA" are fine)
      /^(?=[a-z]{5,}$)[a-z]*[bcdfghjklmnpqrstvwxz]{6}/iu, // keyboard mash: "brsorndnsg"
    ],
  },
];

const MIN_CONTENT_LENGTH = 20;

export type CurationHit = { reason: string; match: string };

/** Like `isCuratedOut`, but also returns the text that triggered the rule (for logs and tuning). */
export function explainCuratedOut(p: SeedPrompt): CurationHit | null {
  const title = p.title.trim();
  const content = p.content.trim();
  if (!title) return { reason: 'empty title', match: '' };
  if (!content) return { reason: 'empty content', match: '' };
  // Counted in code points (an emoji is one character); the cheap UTF-16 check comes first.
  if (content.length < 2 * MIN_CONTENT_LENGTH && [...content].length < MIN_CONTENT_LENGTH)
    return { reason: 'content too short', match: content };

  const text = `${title}\n${content}`;
  let stripped: string | undefined;
  for (const rule of RULES) {
    for (const re of rule.title ?? []) {
      const m = re.exec(title);
      if (m) return { reason: rule.reason, match: m[0] };
    }
    for (const re of rule.text ?? []) {
      const m = re.exec(text);
      if (m) return { reason: rule.reason, match: m[0] };
    }
    if (rule.unnegated) {
      stripped ??= stripNegativeSections(text);
      for (const re of rule.unnegated) {
        const m = findUnnegated(re, stripped);
        if (m !== null) return { reason: rule.reason, match: m };
      }
    }
  }
  return null;
}

/**
 * Returns a short reason when the item must NOT be in the public demo seed,
 * or null when it can be seeded.
 */
export function isCuratedOut(p: SeedPrompt): string | null {
  return explainCuratedOut(p)?.reason ?? null;
}

/** Key for exact-duplicate detection: NFC, case-folded, whitespace collapsed; hashed to keep the set small. */
function dedupeKey(p: SeedPrompt): string {
  const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
  return createHash('sha256').update(norm(p.title)).update('\u0000').update(norm(p.content)).digest('base64');
}

export type DuplicateReason = 'same title' | 'similar';
export type Duplicate = { of: SeedPrompt; reason: DuplicateReason; similarity: number };

/**
 * The app's duplicate check over the seed items kept so far, in memory: the check a submission
 * gets (`findSimilarPrompt`: MinHash signature of title and content, candidates that share an
 * LSH band, similarity >= DUPLICATE_SIMILARITY), plus the same title (case and spacing aside),
 * which a reader sees as the same prompt twice ("Code Review Expert" at #2 and #4). Decision 015.
 */
export class SeedDuplicates {
  private readonly kept: SeedPrompt[] = [];
  private readonly signatures: number[][] = [];
  private readonly byBand = new Map<number, number[]>();
  private readonly byTitle = new Map<string, number>();

  /** The kept item `p` duplicates, or null; a non-duplicate is kept (compared with later items). */
  check(p: SeedPrompt): Duplicate | null {
    const titleKey = normalizeForSimilarity(p.title);
    const sameTitle = this.byTitle.get(titleKey);
    const signature = minhashSignature(similarityText(p.title, p.content));
    const bands = lshBands(signature);
    if (sameTitle !== undefined) {
      return {
        of: this.kept[sameTitle]!,
        reason: 'same title',
        similarity: estimateSimilarity(signature, this.signatures[sameTitle]!),
      };
    }
    let best: Duplicate | null = null;
    const seen = new Set<number>();
    for (const band of bands) {
      for (const i of this.byBand.get(band) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const similarity = estimateSimilarity(signature, this.signatures[i]!);
        if (similarity >= DUPLICATE_SIMILARITY && (!best || similarity > best.similarity)) {
          best = { of: this.kept[i]!, reason: 'similar', similarity };
        }
      }
    }
    if (best) return best;
    const index = this.kept.length;
    this.kept.push(p);
    this.signatures.push(signature);
    this.byTitle.set(titleKey, index);
    for (const band of bands) {
      const list = this.byBand.get(band);
      if (list) list.push(index);
      else this.byBand.set(band, [index]);
    }
    return null;
  }
}

export type ReadSeedOptions = {
  /** Called for each item left out as a duplicate of an earlier one (scripts/seed-corrections.ts). */
  onDuplicate?: (item: SeedPrompt, duplicate: Duplicate | { of: null; reason: 'exact'; similarity: 1 }) => void;
};

/**
 * The curated demo seed: all four files in `SEED_FILES` order, skipping curated-out items,
 * exact duplicates (same normalized title + content), the same title again and near-duplicates
 * (`SeedDuplicates`); the first one wins.
 */
export async function* readSeedPrompts(
  files: readonly string[] = SEED_FILES,
  options: ReadSeedOptions = {},
): AsyncGenerator<SeedPrompt> {
  const seen = new Set<string>();
  const duplicates = new SeedDuplicates();
  for (const file of files) {
    for await (const p of readPromptsCsv(file)) {
      if (isCuratedOut(p) !== null) continue;
      const key = dedupeKey(p);
      if (seen.has(key)) {
        options.onDuplicate?.(p, { of: null, reason: 'exact', similarity: 1 });
        continue;
      }
      seen.add(key);
      const duplicate = duplicates.check(p);
      if (duplicate) {
        options.onDuplicate?.(p, duplicate);
        continue;
      }
      yield p;
    }
  }
}
