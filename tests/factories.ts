/** Valid data with unique values; tests override what they care about (docs/architecture.md#tests). */
import type { Database } from '../src/server/db/client';
import { createPrompt, type NewPrompt } from '../src/server/features/prompts/prompts.service';
import { issueFormToken } from '../src/server/lib/form-token';
import { TEST_SECRET } from './setup/test-app';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export function promptFields(overrides: Partial<NewPrompt> = {}): NewPrompt {
  const id = unique();
  return {
    title: `Prompt ${id}`,
    content: `Act as a careful reviewer ${id}. Read the text I give you and list every unclear sentence with a clearer rewrite.`,
    category: 'writing',
    tags: ['review', `tag-${id}`],
    ...overrides,
  };
}

export function makePrompt(db: Database, overrides: Partial<NewPrompt> = {}) {
  return createPrompt(db, promptFields(overrides));
}

/** A form token issued `ageMs` ago (the server wants at least 5 s). */
export function formToken(ageMs = 6000): string {
  return issueFormToken(TEST_SECRET, Date.now() - ageMs).token;
}
