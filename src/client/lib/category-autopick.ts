/**
 * Category auto-pick (spec): "content of 20+ characters; only when category is
 * empty or other; only when a category scores more than 2 keyword hits."
 *
 * Scoring rules (decided here):
 * - A hit is a whole-word, case-insensitive occurrence of a keyword. "Whole
 *   word" means not preceded or followed by a Unicode letter or digit, so
 *   "api" matches "API," and "(api)" but not "rapid"; keywords may contain
 *   spaces or punctuation ("machine learning", "c++", "self-care").
 * - A simple English plural ending "s" or "es" also counts ("bugs", "classes").
 * - Every occurrence counts: "bug bug bug" scores 3 for programming.
 * - Each keyword belongs to one category only.
 */
import { CATEGORIES, CATEGORY_AUTOPICK_MIN_CONTENT, CATEGORY_AUTOPICK_MIN_SCORE } from '../../shared/constants';
import type { CategoryId } from '../../shared/constants';

// prettier-ignore
export const CATEGORY_KEYWORDS: Record<CategoryId, string[]> = {
  programming: [
    'code', 'coding', 'function', 'javascript', 'typescript', 'python', 'java', 'rust', 'golang',
    'bug', 'debug', 'api', 'algorithm', 'database', 'sql', 'react', 'css', 'html', 'compile',
    'refactor', 'regex', 'programming', 'developer', 'software', 'script', 'git', 'backend',
    'frontend', 'c++',
  ],
  writing: [
    'write', 'writing', 'essay', 'blog', 'article', 'paragraph', 'grammar', 'proofread',
    'proofreading', 'edit', 'editing', 'rewrite', 'draft', 'outline', 'summarize', 'summary',
    'sentence', 'tone', 'wording', 'punctuation', 'word count',
  ],
  'data-science': [
    'data', 'dataset', 'analysis', 'analyze', 'statistics', 'statistical', 'regression',
    'machine learning', 'pandas', 'numpy', 'visualization', 'chart', 'csv', 'correlation',
    'clustering', 'classification', 'forecast', 'neural network', 'jupyter', 'dataframe',
    'tableau',
  ],
  marketing: [
    'marketing', 'seo', 'campaign', 'brand', 'branding', 'audience', 'advertising', 'ad',
    'social media', 'instagram', 'tiktok', 'linkedin', 'newsletter', 'conversion', 'funnel',
    'copywriting', 'headline', 'slogan', 'tagline', 'engagement', 'influencer', 'promotion',
    'landing page', 'persona',
  ],
  education: [
    'teach', 'teacher', 'teaching', 'student', 'lesson', 'classroom', 'curriculum', 'quiz',
    'exam', 'homework', 'learn', 'tutor', 'explain', 'course', 'grade', 'school', 'worksheet',
    'flashcard', 'syllabus', 'pupil',
  ],
  academic: [
    'research', 'thesis', 'dissertation', 'paper', 'citation', 'cite', 'literature review',
    'abstract', 'hypothesis', 'journal', 'peer review', 'methodology', 'academic', 'scholarly',
    'bibliography', 'apa', 'mla', 'empirical', 'university', 'professor',
  ],
  creative: [
    'story', 'poem', 'poetry', 'fiction', 'novel', 'character', 'plot', 'fantasy', 'art',
    'artwork', 'illustration', 'painting', 'drawing', 'song', 'lyrics', 'screenplay', 'creative',
    'imagine', 'worldbuilding', 'dialogue', 'scene', 'portrait',
  ],
  business: [
    'business', 'strategy', 'startup', 'meeting', 'proposal', 'client', 'customer', 'revenue',
    'sales', 'finance', 'investor', 'pitch', 'management', 'manager', 'employee', 'kpi',
    'stakeholder', 'report', 'contract', 'negotiation', 'entrepreneur', 'company', 'market',
  ],
  personal: [
    'personal', 'health', 'fitness', 'workout', 'diet', 'recipe', 'meal', 'travel',
    'relationship', 'habit', 'motivation', 'productivity', 'meditation', 'sleep', 'hobby',
    'family', 'friend', 'gift', 'wedding', 'budget', 'self-care', 'mindfulness', 'goal',
  ],
  other: [],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Regex source for one keyword, with an optional plural "s"/"es" after a final letter or digit. */
function keywordSource(keyword: string): string {
  const body = keyword.split(/\s+/).map(escapeRegExp).join('\\s+');
  return /[\p{L}\p{N}]$/u.test(keyword) ? `${body}(?:e?s)?` : body;
}

/**
 * One whole-word, case-insensitive matcher per category (alternation of its
 * keywords, longest first). Keywords of a category never overlap in a way that
 * changes the count, so the number of matches equals the number of keyword hits.
 */
const PATTERNS: ReadonlyArray<readonly [CategoryId, RegExp | null]> = CATEGORIES.map((c) => {
  const keywords = [...CATEGORY_KEYWORDS[c.id]].sort((a, b) => b.length - a.length);
  if (keywords.length === 0) return [c.id, null] as const;
  const source = `(?<![\\p{L}\\p{N}])(?:${keywords.map(keywordSource).join('|')})(?![\\p{L}\\p{N}])`;
  return [c.id, new RegExp(source, 'giu')] as const;
});

/** Keyword hits per category (every occurrence counts); 'other' always scores 0. */
export function scoreCategories(content: string): Record<CategoryId, number> {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c.id, 0])) as Record<CategoryId, number>;
  for (const [id, pattern] of PATTERNS) {
    scores[id] = pattern ? (content.match(pattern)?.length ?? 0) : 0;
  }
  return scores;
}

/** Content length for the auto-pick threshold: trimmed, counted in code points. */
function contentLength(content: string): number {
  return Array.from(content.trim()).length;
}

/**
 * The category to pick automatically, or null. Picks only when the trimmed
 * content has at least 20 characters, the current category is empty/undefined
 * or 'other', and the best category scores more than 2. Ties go to the
 * category listed first in CATEGORIES.
 */
export function autoPickCategory(content: string, currentCategory: string | undefined | null): CategoryId | null {
  if (currentCategory && currentCategory !== 'other') return null;
  if (contentLength(content) < CATEGORY_AUTOPICK_MIN_CONTENT) return null;

  const scores = scoreCategories(content);
  let best: CategoryId | null = null;
  let bestScore = CATEGORY_AUTOPICK_MIN_SCORE;
  for (const { id } of CATEGORIES) {
    const score = scores[id];
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}
