/**
 * Search relevance (`npm run bench -- relevance`): everyday queries, each with the title(s)
 * a person typing it expects, run against a new database seeded as `npm start` seeds it (the
 * curated collections of seed/), with Best Match as the browse screen uses it. Reports
 * hits@6 (an expected title among the first six results: the first screen of cards) and the
 * mean reciprocal rank over the first 20 results.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed';
import { maintainDatabase } from '../src/server/db/maintenance';
import { searchPrompts } from '../src/server/features/prompts/prompts.service';

export type RelevanceCase = { q: string; expect: string[]; kind: string };

/** The queries and the titles a person expects (any one of them counts). */
export const RELEVANCE_SET: RelevanceCase[] = [
  // The examples of issue 10.
  { kind: 'word form', q: 'etymology', expect: ['Etymologist'] },
  { kind: 'word form', q: 'stand up comedy', expect: ['Stand-up Comedian'] },
  { kind: 'word form', q: 'translate english', expect: ['English Translator and Improver'] },
  { kind: 'word form', q: 'summarize a book', expect: ['Book Summarizer'] },
  {
    kind: 'typo',
    q: 'pyhton unit test',
    expect: ['Python Unit Test Generator — Comprehensive, Coverage-Mapped & Production-Ready'],
  },
  {
    kind: 'typo',
    q: 'tranlsator',
    expect: [
      'English Translator and Improver',
      'Chinese-English Translator',
      'Emoji Translator',
      'Biblical Translator',
    ],
  },
  { kind: 'Japanese', q: 'アプリ開発', expect: ['C# アプリケーション開発'] },
  { kind: 'Japanese', q: 'アプリケーションの開発', expect: ['C# アプリケーション開発'] },
  { kind: 'Chinese', q: '薪酬体系', expect: ['为您的公司设计薪酬体系'] },
  { kind: 'Chinese', q: 'Go语言开发', expect: ['担任Go语言开发者'] },
  { kind: 'Chinese', q: '代码目录', expect: ['代码目录解释器'] },
  // Plain words, as people type them.
  { kind: 'words', q: 'linux terminal', expect: ['Linux Terminal'] },
  { kind: 'words', q: 'javascript console', expect: ['JavaScript Console'] },
  { kind: 'words', q: 'travel guide', expect: ['Travel Guide'] },
  { kind: 'words', q: 'plagiarism checker', expect: ['Plagiarism Checker'] },
  { kind: 'words', q: 'philosophy teacher', expect: ['Philosophy Teacher'] },
  { kind: 'words', q: 'math teacher', expect: ['Math Teacher'] },
  { kind: 'words', q: 'mental health', expect: ['Mental Health Adviser'] },
  { kind: 'words', q: 'accountant', expect: ['Accountant'] },
  { kind: 'words', q: 'regex', expect: ['RegEx Generator'] },
  { kind: 'words', q: 'cover letter', expect: ['Cover Letter', 'Dynamic Cover Letter Generator'] },
  { kind: 'words', q: 'product manager', expect: ['Product Manager', 'Act as a Product Manager'] },
  {
    kind: 'words',
    q: 'code review',
    expect: ['Code Reviewer', 'Code Review Expert', 'Code Review Assistant', 'Code Review Specialist'],
  },
  {
    kind: 'words',
    q: 'chinese to english',
    expect: ['Chinese to English Translation Assistant', 'Chinese-English Translator'],
  },
  { kind: 'words', q: 'social media manager', expect: ['Social Media Manager'] },
  { kind: 'words', q: 'seo', expect: ['SEO specialist'] },
  { kind: 'words', q: 'kanji quiz', expect: ['Japanese Kanji quiz machine'] },
  { kind: 'words', q: 'english pronunciation', expect: ['English Pronunciation Helper'] },
  // Other word forms than the title's.
  {
    kind: 'word form',
    q: 'translation',
    expect: [
      'English Translator and Improver',
      'Chinese-English Translator',
      'Emoji Translator',
      'Biblical Translator',
    ],
  },
  {
    kind: 'word form',
    q: 'reviewing code',
    expect: ['Code Reviewer', 'Code Review Expert', 'Code Review Assistant', 'Code Review Specialist'],
  },
  { kind: 'word form', q: 'motivational speech', expect: ['Motivational Speaker'] },
  { kind: 'word form', q: 'poems', expect: ['Poet'] },
  { kind: 'word form', q: 'rap lyrics', expect: ['Rapper'] },
  { kind: 'word form', q: 'financial analysis', expect: ['Financial Analyst', 'Financial Analysis Expert'] },
  { kind: 'word form', q: 'interpret my dream', expect: ['Dream Interpreter'] },
  { kind: 'word form', q: 'startup ideas', expect: ['Startup Idea Generator'] },
  {
    kind: 'word form',
    q: 'git commit messages',
    expect: ['Commit Message Generator', 'Conventional Commit Message Generator'],
  },
  { kind: 'word form', q: 'proofreading', expect: ['Proofreader'] },
  { kind: 'word form', q: 'job interview', expect: ['Job Interviewer', 'Interview Preparation Coach'] },
  {
    kind: 'word form',
    q: 'stock market analysis',
    expect: ['Stock Market Analysis Expert', 'Stock Market Analyst: Market Move Suggestions'],
  },
  { kind: 'word form', q: 'debating', expect: ['Debater', 'Debate Coach'] },
  {
    kind: 'word form',
    q: 'storytelling',
    expect: ['Storyteller', 'Creative Storytelling Guide', 'Brand Storytelling Expert'],
  },
  { kind: 'word form', q: 'legal advice', expect: ['Legal Advisor'] },
  { kind: 'word form', q: 'recommend songs', expect: ['Song Recommender'] },
  { kind: 'word form', q: 'essay writing', expect: ['Essay Writer'] },
  { kind: 'word form', q: 'summarizing articles', expect: ['Article Summarizer'] },
  { kind: 'word form', q: 'comedy', expect: ['Stand-up Comedian'] },
  { kind: 'word form', q: 'hypnosis', expect: ['Hypnotherapist'] },
  { kind: 'word form', q: 'composing music', expect: ['Composer', 'Classical Music Composer'] },
  // Typos.
  { kind: 'typo', q: 'javscript console', expect: ['JavaScript Console'] },
  { kind: 'typo', q: 'acountant', expect: ['Accountant'] },
  { kind: 'typo', q: 'philosphy', expect: ['Philosophy Teacher', 'Philosopher'] },
  { kind: 'typo', q: 'plagarism', expect: ['Plagiarism Checker'] },
  { kind: 'typo', q: 'trvael guide', expect: ['Travel Guide'] },
];

export type RelevanceCaseResult = RelevanceCase & { rank: number | null; top: string[] };
export type RelevanceResult = {
  cases: RelevanceCaseResult[];
  hitsAt6: number;
  mrr: number;
  missingTitles: string[];
  prompts: number;
};

const DEPTH = 20;

export async function runRelevance(log: (line: string) => void = console.log): Promise<RelevanceResult> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(handle);
    const t = performance.now();
    const { prompts } = await seedDatabase(handle.db, { now: new Date('2026-11-21T00:00:00Z') });
    await maintainDatabase(handle);
    log(`  seeded ${prompts} prompts in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const titles = new Set(
      ((await handle.db.execute(sql`select title from prompts`)).rows as { title: string }[]).map((r) => r.title),
    );
    const missingTitles = RELEVANCE_SET.flatMap((c) => c.expect).filter((title) => !titles.has(title));
    const cases: RelevanceCaseResult[] = [];
    for (const c of RELEVANCE_SET) {
      const page = await searchPrompts(handle.db, { query: c.q, sort: 'relevance', limit: DEPTH });
      const top = page.items.map((p) => p.title);
      const index = top.findIndex((title) => c.expect.includes(title));
      cases.push({ ...c, rank: index < 0 ? null : index + 1, top });
    }
    const hits = cases.filter((c) => c.rank !== null && c.rank <= 6).length;
    const mrr = cases.reduce((sum, c) => sum + (c.rank ? 1 / c.rank : 0), 0) / cases.length;
    return { cases, hitsAt6: hits / cases.length, mrr, missingTitles, prompts };
  } finally {
    await handle.close();
  }
}

/** The report section for bench/results.md. */
export function describeRelevance(r: RelevanceResult): string[] {
  const hits = r.cases.filter((c) => c.rank !== null && c.rank <= 6).length;
  const lines = [
    '## Search relevance',
    '',
    `${r.cases.length} everyday queries (bench/relevance.ts) on the ${r.prompts.toLocaleString('en')} seeded prompts, Best Match: ` +
      `**hits@6 ${(r.hitsAt6 * 100).toFixed(0)}%** (${hits}/${r.cases.length} with an expected title in the first six), ` +
      `**MRR ${r.mrr.toFixed(3)}** (over the first ${DEPTH}).`,
    '',
  ];
  if (r.missingTitles.length) lines.push(`Expected titles not in the seed: ${r.missingTitles.join('; ')}`, '');
  const misses = r.cases.filter((c) => c.rank === null || c.rank > 6);
  if (misses.length) {
    lines.push('| Missed query | Kind | Rank | First results |', '| --- | --- | ---: | --- |');
    for (const c of misses) {
      lines.push(
        `| \`${c.q}\` | ${c.kind} | ${c.rank ?? '—'} | ${c.top.slice(0, 3).join(' · ').replace(/\|/g, '\\|') || '(none)'} |`,
      );
    }
  } else {
    lines.push('Every query has an expected title in the first six.');
  }
  return lines;
}
