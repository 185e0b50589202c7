/**
 * The journeys' data set: small, known, and never the demo seed. 14 prompts (so browse
 * shows 6 + 6 + 2 with infinite scroll), one sidebar ad.
 *
 * The journey files run in any order, so this is all any of them may count on: a file that adds
 * prompts, ads or settings takes them away again after it. The one thing journeys change for
 * good is popularity (every opening of a prompt adds 1); Marketing Plan's lead (60, next 40)
 * is wider than all the openings of all the journeys together, so it stays the most popular.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { createPrompt } from '../../src/server/features/prompts/prompts.service';
import { ads } from '../../src/server/db/schema';

export const BASE_TIME = Date.UTC(2026, 0, 1);

export type FixturePrompt = {
  key: string;
  title: string;
  content: string;
  category: string;
  tags: string[];
  rating?: number;
  popularity?: number;
};

const long = (s: string) =>
  `${s} ${'Explain your reasoning step by step and give one concrete example for every point. '.repeat(3)}`;

export const FIXTURE_PROMPTS: FixturePrompt[] = [
  {
    key: 'linux',
    title: 'Linux Terminal',
    content: long(
      'I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show.',
    ),
    category: 'programming',
    tags: ['linux', 'shell', 'terminal'],
    rating: 4.5,
    popularity: 40,
  },
  {
    key: 'js',
    title: 'JavaScript Console',
    content: 'Act as a javascript console. I will type commands and you will reply with what the console should show.',
    category: 'programming',
    tags: ['javascript', 'console'],
    rating: 4,
    popularity: 30,
  },
  {
    key: 'essay',
    title: 'Essay Coach',
    content: 'Help me write a persuasive essay about renewable energy. Ask me for my thesis first.',
    category: 'writing',
    tags: ['essay', 'writing'],
    rating: 3.5,
    popularity: 5,
  },
  {
    key: 'poem',
    title: 'Poet',
    content: 'Act as a poet. Write a short poem about the sea at dawn with vivid imagery.',
    category: 'creative',
    tags: ['poetry', 'writing'],
    rating: 5,
    popularity: 12,
  },
  {
    key: 'market',
    title: 'Marketing Plan',
    content: 'Create a go-to-market plan for a new coffee brand with channels, budget and timeline.',
    category: 'marketing',
    tags: ['strategy', 'marketing'],
    popularity: 60,
  },
  {
    key: 'sql',
    title: 'SQL Analyst',
    content: 'Write SQL queries to analyse the sales table and explain the results in plain words.',
    category: 'data-science',
    tags: ['sql', 'analysis'],
    rating: 2,
  },
  {
    key: 'tutor',
    title: 'Math Tutor',
    content: 'Act as a math tutor. Explain each step of solving quadratic equations to a 14 year old.',
    category: 'education',
    tags: ['math', 'tutor'],
  },
  {
    key: 'paper',
    title: 'Paper Summarizer',
    content: 'Summarize this academic paper: research question, method, findings and limitations.',
    category: 'academic',
    tags: ['research', 'summary'],
  },
  {
    key: 'pitch',
    title: 'Startup Pitch',
    content: 'Write a one-minute elevator pitch for my startup idea and list three likely investor questions.',
    category: 'business',
    tags: ['startup', 'pitch'],
  },
  {
    key: 'habit',
    title: 'Habit Coach',
    content: 'Help me build a morning routine. Ask about my goals and constraints before proposing a plan.',
    category: 'personal',
    tags: ['habits', 'productivity'],
  },
  {
    key: 'zh',
    title: '翻译助手',
    content: '请把下面的英文文本翻译成中文，保持原意和语气。',
    category: 'writing',
    tags: ['translation', 'chinese'],
  },
  {
    key: 'ru',
    title: 'Переводчик',
    content: 'Переведи этот текст на английский язык, сохранив стиль автора.',
    category: 'writing',
    tags: ['translation', 'russian'],
  },
  {
    key: 'review',
    title: 'Code Reviewer',
    content: 'Review my TypeScript code for bugs, unclear names and missing tests. Be specific.',
    category: 'programming',
    tags: ['code-review', 'typescript'],
    rating: 3,
    popularity: 8,
  },
  {
    key: 'misc',
    title: 'Riddle Maker',
    content: 'Invent a riddle whose answer is an everyday object, then give three hints.',
    category: 'other',
    tags: ['games', 'fun'],
  },
];

export async function loadFixtures(db: Database): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  // Oldest first: the last prompt in the list is the newest.
  for (const [i, p] of FIXTURE_PROMPTS.entries()) {
    const created = await createPrompt(db, { ...p, createdAt: new Date(BASE_TIME + i * 60_000) });
    ids[p.key] = created.id;
    if (p.rating !== undefined || p.popularity !== undefined) {
      await db.execute(
        sql`update prompt_feedback set rating = ${p.rating ?? 0}, rating_count = ${p.rating ? 2 : 0} where prompt_id = ${created.id}`,
      );
      await db.execute(sql`update prompt_stats set popularity = ${p.popularity ?? 0} where prompt_id = ${created.id}`);
    }
  }
  await db.insert(ads).values({
    title: 'Fixture sidebar ad',
    content: '<p>Build with <a href="https://example.com/tools">fixture tools</a>.</p>',
    position: 'sidebar',
    startDate: new Date(Date.now() - 86_400_000),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  await db.execute(
    sql`insert into settings (key, value) values ('seeded_at', '"fixtures"'::jsonb) on conflict (key) do nothing`,
  );
  return ids;
}
