/**
 * The MCP server (docs/decisions/027-api-keys-and-mcp.md): tools and prompts over the same
 * services as the REST API. One McpServer per request (stateless Streamable HTTP, mcp.routes.ts),
 * built for that request's viewer: anonymous callers read, a read_write key also writes.
 *
 * Tool arguments are declared as plain JSON types (the SDK turns them into the tools' JSON
 * Schemas) and the prompt fields are then checked with the form's own zod schema. Every failure
 * a caller can cause comes back as an isError result (tools) or a JSON-RPC error (prompts),
 * never as an HTTP 500.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  McpError,
  type CallToolResult,
  type Prompt as McpPrompt,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptLists, prompts, promptStats, savedPrompts } from '../../db/schema';
import { AppError, validationMessage } from '../../errors';
import type { Viewer } from '../../auth/session';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { CATEGORIES, CATEGORY_IDS, PRODUCT_NAME, SORT_IDS } from '../../../shared/constants';
import { ListNameSchema, PromptFieldsSchema } from '../../../shared/schemas';
import { fillTemplate, listVariables, parseTemplate, type VariableValues } from '../../../shared/template-variables';
import { createPrompt, findSimilarPrompt, getPromptById, searchPrompts } from '../prompts/prompts.service';
import { listPopularTags } from '../tags/tags.service';
import { createList, listLists, savePrompt } from '../lists/lists.service';
import { logger } from '../../lib/logger';

export type McpContext = {
  db: Database;
  baseUrl: string;
  /** The key's user, or null for an anonymous caller. */
  viewer: Viewer | null;
  /** The caller's address, for the submission limit (the form's). */
  ip: string;
  submitLimit: RateLimitRule;
  version: string;
};

/** How many popular prompts prompts/list offers, and how many of the user's saved ones. */
export const MCP_POPULAR_PROMPTS = 20;
export const MCP_SAVED_PROMPTS = 100;

const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});
const failure = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** Runs a tool: the errors a caller can cause become isError results with their message. */
function guarded<A>(name: string, run: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof AppError) return failure(error.message);
      logger().error({ err: error }, `[mcp] tool ${name} failed`);
      return failure('Something went wrong');
    }
  };
}

const promptLink = (baseUrl: string, id: number) => `${baseUrl}/prompt/${id}`;

/** The defaults of the text's variables, then the caller's values (empty ones left out). */
function fill(content: string, values: VariableValues | undefined) {
  const segments = parseTemplate(content);
  const variables = listVariables(segments);
  const merged: VariableValues = {};
  for (const v of variables) if (v.defaultValue !== null) merged[v.name] = v.defaultValue;
  for (const [name, value] of Object.entries(values ?? {})) if (value !== '') merged[name] = value;
  return { variables, filled: fillTemplate(segments, merged) };
}

function requireWriter(ctx: McpContext, tool: string): Viewer {
  if (!ctx.viewer) {
    throw new AppError(
      'unauthorized',
      `${tool} needs an API key with scope read_write: create one on ${ctx.baseUrl}/account and send it as Authorization: Bearer <key>`,
    );
  }
  if (ctx.viewer.apiKey?.scope !== 'read_write') {
    throw new AppError('forbidden', `${tool} needs an API key with scope read_write; this key may only read`);
  }
  return ctx.viewer;
}

const promptName = (id: number) => `prompt-${id}`;

async function listMcpPrompts(ctx: McpContext): Promise<McpPrompt[]> {
  const popular = await ctx.db
    .select({ id: prompts.id, title: prompts.title, content: prompts.content })
    .from(prompts)
    .innerJoin(promptStats, eq(promptStats.promptId, prompts.id))
    .orderBy(desc(promptStats.popularity), desc(prompts.id))
    .limit(MCP_POPULAR_PROMPTS);
  const saved = ctx.viewer
    ? await ctx.db
        .select({ id: prompts.id, title: prompts.title, content: prompts.content, list: promptLists.name })
        .from(savedPrompts)
        .innerJoin(prompts, eq(prompts.id, savedPrompts.promptId))
        .innerJoin(promptLists, eq(promptLists.id, savedPrompts.listId))
        .where(eq(savedPrompts.userId, ctx.viewer.id))
        .orderBy(desc(savedPrompts.createdAt))
        .limit(MCP_SAVED_PROMPTS)
    : [];
  const out = new Map<number, McpPrompt>();
  for (const row of [...saved, ...popular]) {
    if (out.has(row.id)) continue;
    const list = 'list' in row ? row.list : null;
    out.set(row.id, {
      name: promptName(row.id),
      title: row.title,
      description: list ? `${row.title} (saved in your list “${list}”)` : `${row.title} (popular on ${PRODUCT_NAME})`,
      arguments: listVariables(parseTemplate(row.content)).map((v) => ({
        name: v.name,
        description: v.defaultValue !== null ? `Default: ${v.defaultValue}` : `Value for ${v.name}`,
        required: false,
      })),
    });
  }
  return [...out.values()];
}

export function buildMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer(
    { name: 'prompt-commons', title: PRODUCT_NAME, version: ctx.version },
    {
      capabilities: { tools: {}, prompts: {} },
      instructions: `${PRODUCT_NAME}: search community prompts and fill their template variables. Writing (save_prompt, submit_prompt) needs an API key with scope read_write.`,
    },
  );

  server.registerTool(
    'search_prompts',
    {
      title: 'Search prompts',
      description:
        'Search the prompt library. Returns titles, ids, links and short previews; call get_prompt for the whole text.',
      inputSchema: {
        query: z.string().max(200).optional().describe('Words to search for in titles, text, tags and category'),
        category: z.enum(CATEGORY_IDS).optional().describe('One category id (see list_categories)'),
        tags: z.array(z.string().max(40)).max(10).optional().describe('Only prompts with all these tags'),
        sort: z.enum(SORT_IDS).optional().describe('Order; relevance by default when there is a query, else newest'),
        limit: z.number().int().min(1).max(50).optional().describe('How many results (1-50, default 10)'),
      },
      annotations: { readOnlyHint: true },
    },
    guarded('search_prompts', async (args) => {
      const page = await searchPrompts(ctx.db, {
        query: args.query?.trim() || undefined,
        category: args.category,
        tags: args.tags?.map((t) => t.trim().toLowerCase()).filter(Boolean),
        // An assistant asking with words wants the best matches first (the site's own default,
        // newest, is for browsing).
        sort: args.sort ?? (args.query?.trim() ? 'relevance' : undefined),
        limit: args.limit ?? 10,
      });
      return text({
        total: page.total,
        results: page.items.map((p) => ({
          id: p.id,
          title: p.title,
          link: promptLink(ctx.baseUrl, p.id),
          category: p.category,
          tags: p.tags,
          rating: p.rating,
          preview: p.contentPreview,
        })),
      });
    }),
  );

  server.registerTool(
    'get_prompt',
    {
      title: 'Get a prompt',
      description:
        'One prompt in full. Its template variables (${name}, ${name:default}, {{name}}) are listed, and filled with `variables` where given (defaults otherwise).',
      inputSchema: {
        id: z.number().int().positive().max(2_147_483_647).describe('The prompt id (from search_prompts)'),
        variables: z.record(z.string(), z.string()).optional().describe('Values for the template variables by name'),
      },
      annotations: { readOnlyHint: true },
    },
    guarded('get_prompt', async ({ id, variables }) => {
      const prompt = await getPromptById(ctx.db, id);
      const { variables: declared, filled } = fill(prompt.content, variables);
      return text({
        id: prompt.id,
        title: prompt.title,
        link: promptLink(ctx.baseUrl, prompt.id),
        category: prompt.category,
        tags: prompt.tags,
        instructions: prompt.instructions,
        variables: declared,
        text: filled,
      });
    }),
  );

  server.registerTool(
    'list_categories',
    {
      title: 'List categories',
      description: 'The categories prompts are filed under.',
      annotations: { readOnlyHint: true },
    },
    guarded('list_categories', async () => text(CATEGORIES.map((c) => ({ id: c.id, name: c.name })))),
  );

  server.registerTool(
    'list_popular_tags',
    {
      title: 'List popular tags',
      description: 'The most used tags with how many prompts carry each.',
      inputSchema: { limit: z.number().int().min(1).max(100).optional().describe('How many tags (1-100, default 30)') },
      annotations: { readOnlyHint: true },
    },
    guarded('list_popular_tags', async ({ limit }) => text(await listPopularTags(ctx.db, limit ?? 30))),
  );

  server.registerTool(
    'save_prompt',
    {
      title: 'Save a prompt to a list',
      description:
        'Saves a prompt in one of your lists by name, creating the list if you have none by that name (default Favorites). Needs an API key with scope read_write.',
      inputSchema: {
        promptId: z.number().int().positive().max(2_147_483_647).describe('The prompt id'),
        list: z.string().max(200).optional().describe('The list name (default Favorites)'),
      },
    },
    guarded('save_prompt', async ({ promptId, list }) => {
      const viewer = requireWriter(ctx, 'save_prompt');
      const parsed = ListNameSchema.safeParse({ name: list ?? 'Favorites' });
      if (!parsed.success) return failure(validationMessage(parsed.error));
      const name = parsed.data.name;
      await getPromptById(ctx.db, promptId);
      const lists = await listLists(ctx.db, viewer);
      const target =
        lists.find((l) => l.name === name) ??
        lists.find((l) => l.name.toLowerCase() === name.toLowerCase()) ??
        (await createList(ctx.db, viewer, name));
      const saved = await savePrompt(ctx.db, viewer, target.id, promptId);
      return text({
        list: { id: target.id, name: target.name },
        promptId,
        saved: saved.created ? 'saved' : 'already in the list',
      });
    }),
  );

  server.registerTool(
    'submit_prompt',
    {
      title: 'Submit a prompt',
      description:
        "Publishes a new prompt under your account, with the submit form's checks: required title, content, category and 1-10 tags, the submission limit, and the duplicate check (a prompt at least 80% similar is refused unless submitAnyway is true). Needs an API key with scope read_write.",
      inputSchema: {
        title: z.string().describe('Title'),
        content: z.string().describe('The prompt text; template variables as ${name} or ${name:default}'),
        category: z.string().describe('A category id (see list_categories)'),
        tags: z.array(z.string()).describe('1 to 10 tags'),
        instructions: z.string().optional().describe('How to use the prompt (optional)'),
        submitAnyway: z.boolean().optional().describe('Submit even when a very similar prompt exists'),
      },
    },
    guarded('submit_prompt', async ({ submitAnyway, ...fields }) => {
      const viewer = requireWriter(ctx, 'submit_prompt');
      const parsed = PromptFieldsSchema.safeParse(fields);
      if (!parsed.success) return failure(validationMessage(parsed.error));
      if (!(await hitRateLimit(ctx.db, `submit:${ctx.ip}`, ctx.submitLimit))) {
        return failure('Too many submissions from this address. Please wait a while and try again.');
      }
      if (!submitAnyway) {
        const match = await findSimilarPrompt(ctx.db, parsed.data);
        if (match) {
          return failure(
            `A very similar prompt exists (${Math.round(match.similarity * 100)}% similar): “${match.title}”, ${promptLink(ctx.baseUrl, match.id)}. Call submit_prompt again with submitAnyway: true to submit yours anyway.`,
          );
        }
      }
      const prompt = await createPrompt(ctx.db, { ...parsed.data, userId: viewer.id });
      return text({ id: prompt.id, title: prompt.title, link: promptLink(ctx.baseUrl, prompt.id) });
    }),
  );

  // Prompts are the library's own, so they are listed by hand rather than registered one by one.
  server.server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: await listMcpPrompts(ctx) }));
  server.server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const match = /^prompt-(\d{1,10})$/.exec(request.params.name);
    const id = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt ${request.params.name}: names look like prompt-123`);
    }
    let prompt;
    try {
      prompt = await getPromptById(ctx.db, id);
    } catch (error) {
      if (error instanceof AppError) throw new McpError(ErrorCode.InvalidParams, error.message);
      throw error;
    }
    const { filled } = fill(prompt.content, request.params.arguments);
    return {
      description: prompt.title,
      messages: [{ role: 'user' as const, content: { type: 'text' as const, text: filled } }],
    };
  });
  return server;
}
