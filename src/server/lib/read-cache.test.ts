import { describe, expect, it } from 'vitest';
import { freshRead, ReadCache, STALE_MS, TTL_MS, WROTE_COOKIE } from './read-cache';

/** A computation that counts its runs and answers with the current value of `state`. */
function source(initial: string) {
  const state = { value: initial, runs: 0 };
  const compute = async () => {
    state.runs++;
    return state.value;
  };
  return { state, compute };
}

/** A computation that answers `answer` only once `release()` is called. */
function held(answer: string) {
  let release!: () => void;
  const compute = () =>
    new Promise<string>((resolve) => {
      release = () => resolve(answer);
    });
  return { compute, release: () => release() };
}

/** A cache holding `/k` as read at `t0` ('before'), whose source now answers 'after'. */
async function primed() {
  const cache = new ReadCache();
  const { state, compute } = source('before');
  const t0 = Date.now();
  await cache.get('/k', compute, { now: t0 });
  state.value = 'after';
  return { cache, state, compute, t0 };
}

describe('ReadCache', () => {
  it('reuses an answer until TTL_MS when nothing is written', async () => {
    const cache = new ReadCache();
    const { state, compute } = source('a');
    const t0 = Date.now();
    expect(await cache.get('/k', compute, { now: t0 })).toBe('a');
    state.value = 'b';
    expect(await cache.get('/k', compute, { now: t0 + TTL_MS - 50 })).toBe('a');
    expect(await cache.get('/k', compute, { now: t0 + TTL_MS + 1_000 })).toBe('b');
    expect(state.runs).toBe(2);
  });

  it('after a change, gives others the older answer for STALE_MS and fresh readers the new one', async () => {
    const { cache, state, compute, t0 } = await primed();
    cache.noteWrite('change');

    expect(await cache.get('/k', compute, { now: t0 + 10 })).toBe('before');
    expect(await cache.get('/k', compute, { now: t0 + 10, fresh: true })).toBe('after');
    // The fresh answer is stored: everyone gets it from now on, without another run.
    expect(await cache.get('/k', compute, { now: t0 + 20 })).toBe('after');
    expect(state.runs).toBe(2);
  });

  it('stops giving an answer older than STALE_MS once something changed', async () => {
    const { cache, compute, t0 } = await primed();
    cache.noteWrite('change');
    expect(await cache.get('/k', compute, { now: t0 + STALE_MS + 100 })).toBe('after');
  });

  it('a burst of changes costs one recomputation per STALE_MS, not one per write', async () => {
    const cache = new ReadCache();
    const { state, compute } = source('v0');
    const t0 = Date.now();
    await cache.get('/k', compute, { now: t0 });
    for (let n = 1; n <= 50; n++) {
      state.value = `v${n}`;
      cache.noteWrite('change');
      await cache.get('/k', compute, { now: t0 + n * 10 });
    }
    // 50 writes over 500 ms (< STALE_MS): still the first answer, computed once.
    expect(state.runs).toBe(1);
  });

  it('a removal empties the cache for everyone at once', async () => {
    const { cache, compute, t0 } = await primed();
    cache.noteWrite('removal');
    expect(await cache.get('/k', compute, { now: t0 + 1 })).toBe('after');
  });

  it('does not keep an answer computed across a removal', async () => {
    const cache = new ReadCache();
    const slow = held('read before the removal');
    const pending = cache.get('/k', slow.compute);
    cache.noteWrite('removal');
    slow.release();
    expect(await pending).toBe('read before the removal');
    const { compute } = source('read after it');
    expect(await cache.get('/k', compute)).toBe('read after it');
  });

  it('after a removal, nobody joins a computation that started before it', async () => {
    const cache = new ReadCache();
    const slow = held('with the removed prompt');
    const pending = cache.get('/k', slow.compute);
    cache.noteWrite('removal');
    const { state, compute } = source('without it');
    const visitor = cache.get('/k', compute);
    slow.release();
    expect(await pending).toBe('with the removed prompt');
    expect(await visitor).toBe('without it');
    expect(state.runs).toBe(1);
  });

  it('an answer that started before a change does not replace one computed after it', async () => {
    const cache = new ReadCache();
    const slow = held('old');
    const pending = cache.get('/k', slow.compute);
    cache.noteWrite('change');
    const { state, compute } = source('new');
    expect(await cache.get('/k', compute, { fresh: true })).toBe('new');
    slow.release();
    expect(await pending).toBe('old');
    // Everyone now gets the newer answer, from the cache.
    expect(await cache.get('/k', compute)).toBe('new');
    expect(await cache.get('/k', compute, { fresh: true })).toBe('new');
    expect(state.runs).toBe(1);
  });

  it('an answer computed across a change is not given to fresh readers', async () => {
    const cache = new ReadCache();
    const slow = held('old');
    const pending = cache.get('/k', slow.compute);
    cache.noteWrite('change');
    // A fresh reader does not share the computation that started before the write.
    const { compute } = source('new');
    const fresh = cache.get('/k', compute, { fresh: true });
    slow.release();
    expect(await pending).toBe('old');
    expect(await fresh).toBe('new');
  });

  it('shares one computation between requests for the same answer', async () => {
    const cache = new ReadCache();
    const { state, compute } = source('a');
    const answers = await Promise.all([cache.get('/k', compute), cache.get('/k', compute), cache.get('/k', compute)]);
    expect(answers).toEqual(['a', 'a', 'a']);
    expect(state.runs).toBe(1);
  });

  it("forgetPath drops one page's answers, whatever their query, and nothing else", async () => {
    const cache = new ReadCache();
    const page = source('page');
    const list = source('list');
    await cache.get('/api/prompts/7', page.compute);
    await cache.get('/api/prompts/7?x=1', page.compute);
    await cache.get('/api/prompts', list.compute);
    cache.forgetPath('/api/prompts/7');
    await cache.get('/api/prompts/7', page.compute);
    await cache.get('/api/prompts', list.compute);
    expect(page.state.runs).toBe(3);
    expect(list.state.runs).toBe(1);
  });
});

describe('freshRead', () => {
  it('is fresh for a client that wrote lately or asks with Cache-Control: no-cache', () => {
    expect(freshRead({ cookie: `session=abc; ${WROTE_COOKIE}=1` })).toBe(true);
    expect(freshRead({ cookie: `${WROTE_COOKIE}=1` })).toBe(true);
    expect(freshRead({ cacheControl: 'no-cache' })).toBe(true);
    expect(freshRead({ cacheControl: 'max-age=0, no-cache' })).toBe(true);
  });

  it('is not for anyone else', () => {
    expect(freshRead({})).toBe(false);
    expect(freshRead({ cookie: 'session=abc', cacheControl: 'max-age=0' })).toBe(false);
    expect(freshRead({ cookie: `x${WROTE_COOKIE}=1` })).toBe(false);
  });
});
