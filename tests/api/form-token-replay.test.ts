/**
 * The submit form's token makes one prompt (security audit: one token was replayed 30 times over
 * 24 h). A second submission with it is refused with a clear message and stores nothing; two
 * racing with the same token make one prompt; a token given back after a failed submission
 * works again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { expectError } from '../community-helpers';
import { formToken, promptFields } from '../factories';
import { claimFormToken, FORM_TOKEN_USED_MESSAGE, releaseFormToken } from '../../src/server/lib/form-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countTitled = async (title: string) =>
  (await ctx.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from prompts where title = ${title}`))
    .rows[0]!.n;

describe('the submit form token', () => {
  it('makes one prompt: a replay is refused and stores nothing', async () => {
    const token = formToken();
    const first = await ctx.api('POST', '/api/prompts', {
      ...promptFields({ title: 'Replay one', content: 'The first use of a form token.' }),
      formToken: token,
    });
    expect(first.status).toBe(201);
    const replay = await ctx.api('POST', '/api/prompts', {
      ...promptFields({ title: 'Replay two', content: 'A bot sends the same token again later.' }),
      formToken: token,
    });
    await expectError(replay, 400, FORM_TOKEN_USED_MESSAGE);
    expect(await countTitled('Replay two')).toBe(0);
  });

  it('two submissions racing with one token make one prompt', async () => {
    const token = formToken();
    const [a, b] = await Promise.all(
      ['Race a', 'Race b'].map((title) =>
        ctx.api('POST', '/api/prompts', {
          ...promptFields({ title, content: `Racing submission ${title}, one token.` }),
          formToken: token,
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 400]);
    expect((await countTitled('Race a')) + (await countTitled('Race b'))).toBe(1);
  });

  it('each new form gets its own token, even in the same millisecond', async () => {
    const [a, b] = await Promise.all([
      ctx.api('GET', '/api/prompts/form-token'),
      ctx.api('GET', '/api/prompts/form-token'),
    ]);
    const tokens = [(await a.json()) as { token: string }, (await b.json()) as { token: string }];
    expect(tokens[0]!.token).not.toBe(tokens[1]!.token);
  });

  it('a token given back after a failed submission can be used again', async () => {
    const token = formToken();
    expect(await claimFormToken(ctx.handle.db, token)).toBe(true);
    expect(await claimFormToken(ctx.handle.db, token)).toBe(false);
    await releaseFormToken(ctx.handle.db, token);
    const res = await ctx.api('POST', '/api/prompts', {
      ...promptFields({ title: 'Given back', content: 'Sent again after the first try failed.' }),
      formToken: token,
    });
    expect(res.status).toBe(201);
  });
});
