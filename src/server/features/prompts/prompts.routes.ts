import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { FormTokenSchema, RelatedPromptsSchema, SimilarMatchSchema } from '../../../shared/api/prompts';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import {
  CreatePromptSchema,
  IdParamSchema,
  ListPromptsQuerySchema,
  SimilarPromptQuerySchema,
} from '../../../shared/schemas';
import { errorResponses, json, PromptPageSchema, PromptSchema } from '../../openapi-schemas';
import {
  checkFormToken,
  claimFormToken,
  FORM_TOKEN_USED_MESSAGE,
  issueFormToken,
  releaseFormToken,
} from '../../lib/form-token';
import { hitRateLimit } from '../../lib/rate-limit';
import { clientIp } from '../../lib/client-ip';
import { createPrompt, findSimilarPrompt, getPromptById, recordPromptView, searchPrompts } from './prompts.service';
import { listRelatedPrompts, RELATED_PROMPTS } from './related-prompts.service';
import { validationHook } from '../../validation';
import { getViewer } from '../../auth/session';
import { readCacheOf } from '../../lib/read-cache';

export const VERIFICATION_FAILED_MESSAGE =
  'Verification failed – Please take a moment to review your prompt before submitting.';

const listRoute = createRoute({
  method: 'get',
  path: '/prompts',
  tags: ['Prompts'],
  summary: 'Browse and search prompts',
  description:
    'One page of prompts. `q` searches words in title, content, tags and category (typo-tolerant on titles, CJK-aware); every filter and sort combines with it. Pages follow by keyset cursor.',
  request: { query: ListPromptsQuerySchema },
  responses: { 200: json(PromptPageSchema, 'A page of prompts'), 400: errorResponses[400] },
});

const getRoute = createRoute({
  method: 'get',
  path: '/prompts/{id}',
  tags: ['Prompts'],
  summary: 'Get one prompt',
  request: { params: IdParamSchema },
  responses: { 200: json(PromptSchema, 'The prompt'), 400: errorResponses[400], 404: errorResponses[404] },
});

const relatedRoute = createRoute({
  method: 'get',
  path: '/prompts/{id}/related',
  tags: ['Prompts'],
  summary: 'Prompts related to a prompt',
  description: `Up to ${RELATED_PROMPTS} other prompts on the same topic (titles sharing the prompt's rarest title words, then shared tags and category), never the prompt itself.`,
  request: { params: IdParamSchema },
  responses: {
    200: json(RelatedPromptsSchema, 'The related prompts, most related first'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const viewRoute = createRoute({
  method: 'post',
  path: '/prompts/{id}/views',
  tags: ['Prompts'],
  summary: 'Record that a prompt was opened (popularity + 1)',
  request: { params: IdParamSchema },
  responses: { 204: { description: 'Recorded' }, 400: errorResponses[400], 404: errorResponses[404] },
});

const formTokenRoute = createRoute({
  method: 'get',
  path: '/prompts/form-token',
  tags: ['Prompts'],
  summary: 'Get a token for the submit form',
  description: 'A submission must carry a token at least 5 seconds old (anti-bot rule).',
  responses: { 200: json(FormTokenSchema, 'A signed token') },
});

const similarRoute = createRoute({
  method: 'post',
  path: '/prompts/similar',
  tags: ['Prompts'],
  summary: 'Find an existing prompt at least 80% similar',
  request: { body: { content: { 'application/json': { schema: SimilarPromptQuerySchema } }, required: true } },
  responses: {
    200: json(SimilarMatchSchema, 'The most similar prompt, or null'),
    400: errorResponses[400],
    413: errorResponses[413],
  },
});

const createPromptRoute = createRoute({
  method: 'post',
  path: '/prompts',
  tags: ['Prompts'],
  summary: 'Submit a prompt',
  description:
    "Open to visitors. Requires `formToken` from GET /api/prompts/form-token, at least 5 s old and good for one prompt, unless the request carries an API key with scope read_write (the prompt is then the key owner's). `website` is a honeypot and must be empty. Prompt text has no maximum length; the whole body is limited to 1 MB.",
  request: { body: { content: { 'application/json': { schema: CreatePromptSchema } }, required: true } },
  responses: {
    201: json(PromptSchema, 'The new prompt'),
    400: errorResponses[400],
    413: errorResponses[413],
    429: errorResponses[429],
  },
});

export const promptsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const page = await searchPrompts(c.var.deps.db, {
      query: q.q,
      category: q.category,
      sort: q.sort,
      minRating: q.minRating,
      tags: q.tags,
      cursor: q.cursor,
      limit: q.limit,
    });
    return c.json(page, 200);
  })
  .openapi(formTokenRoute, (c) => c.json(issueFormToken(c.var.deps.secret), 200))
  .openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getPromptById(c.var.deps.db, id), 200);
  })
  .openapi(relatedRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ items: await listRelatedPrompts(c.var.deps.db, id) }, 200);
  })
  .openapi(viewRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await recordPromptView(c.var.deps.db, id))) throw new AppError('not_found', `Prompt ${id} was not found`);
    // Views are left out of the cache's write watch (one per opened prompt); the prompt's own
    // page shows its new popularity at once, lists within the cache's few seconds.
    readCacheOf(c.var.deps.db).forgetPath(`/api/prompts/${id}`);
    return c.body(null, 204);
  })
  .openapi(similarRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json({ match: await findSimilarPrompt(c.var.deps.db, body) }, 200);
  })
  .openapi(createPromptRoute, async (c) => {
    const { formToken, website, ...fields } = c.req.valid('json');
    const { deps } = c.var;
    if (website && website.trim()) throw new AppError('verification_failed', VERIFICATION_FAILED_MESSAGE);
    // Signed in, the prompt belongs to the user; a visitor's prompt has no author (docs/product.md#roles).
    const viewer = await getViewer(c);
    // The form token tells a person's browser from a script. A program that sends an API key
    // (its read_write scope checked by api-key-auth.ts) has said who it is: no token then, as
    // MCP's submit_prompt (decision 027). The address's submission limit applies to both.
    const token = viewer?.apiKey ? undefined : formToken;
    if (!viewer?.apiKey) {
      if (!formToken) {
        throw new AppError('validation_error', 'formToken: formToken is required', {
          formToken: ['formToken is required'],
        });
      }
      const check = checkFormToken(deps.secret, formToken);
      if (!check.ok) {
        throw new AppError(
          'verification_failed',
          check.reason === 'expired'
            ? 'The form has expired. Reload the page and submit again.'
            : VERIFICATION_FAILED_MESSAGE,
        );
      }
    }
    const ip = clientIp(c, deps.env.TRUST_PROXY === 'true');
    if (!(await hitRateLimit(deps.db, `submit:${ip}`, deps.rateLimits.submitPrompt))) {
      throw new AppError('rate_limited', 'Too many submissions from this address. Please wait a while and try again.');
    }
    if (token && !(await claimFormToken(deps.db, token))) {
      throw new AppError('verification_failed', FORM_TOKEN_USED_MESSAGE);
    }
    let prompt;
    try {
      prompt = await createPrompt(deps.db, { ...fields, userId: viewer?.id ?? null });
    } catch (error) {
      if (token) await releaseFormToken(deps.db, token);
      throw error;
    }
    return c.json(prompt, 201);
  });
