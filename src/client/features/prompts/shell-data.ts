/**
 * Data the server put into the page (docs/decisions/020-light-first-page.md): the first page of
 * `/` (`#first-page`, the answer of GET /api/prompts for the default browse query) and the
 * prompt of /prompt/{id} (`#prompt-data`). Seeding the query cache with them at start-up lets
 * the first cards and the prompt render without waiting for a second round trip; the queries
 * refresh them as usual once stale.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Prompt, PromptPage } from '../../../shared/api/prompts';
import { parseBrowseState, toPromptFilters } from './hooks/browse-url';
import { promptKeys } from '../../lib/query-keys';

export const FIRST_PAGE_ELEMENT_ID = 'first-page';
export const PROMPT_DATA_ELEMENT_ID = 'prompt-data';

/** The JSON of one of the page's `<script type="application/json">` blocks, or null. */
export function readShellJson(id: string, doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isPromptPage = (value: unknown): value is PromptPage =>
  isObject(value) && Array.isArray(value.items) && (value.nextCursor === null || typeof value.nextCursor === 'string');

const isPrompt = (value: unknown): value is Prompt =>
  isObject(value) && typeof value.id === 'number' && typeof value.content === 'string';

/** The browse filters of `/` with nothing in its address: the query the first page answers. */
export const defaultBrowseFilters = () => toPromptFilters(parseBrowseState({}, '/', new URLSearchParams()).values);

/**
 * Puts a page's data into the query cache: the browser's from the page's blocks (seedFromShell),
 * the server's render from the same values (docs/decisions/029-server-rendering.md), so both
 * first renders read the same cache.
 */
export function seedShellData(client: QueryClient, data: { firstPage?: unknown; prompt?: unknown }): void {
  if (isPromptPage(data.firstPage)) {
    client.setQueryData(promptKeys.list(defaultBrowseFilters()), { pages: [data.firstPage], pageParams: [null] });
  }
  if (isPrompt(data.prompt)) client.setQueryData(promptKeys.detail(data.prompt.id), data.prompt);
}

/** Puts the page's embedded data into the query cache (before the first render). */
export function seedFromShell(client: QueryClient, doc: Document | undefined = globalThis.document): void {
  seedShellData(client, {
    firstPage: readShellJson(FIRST_PAGE_ELEMENT_ID, doc),
    prompt: readShellJson(PROMPT_DATA_ELEMENT_ID, doc),
  });
}
