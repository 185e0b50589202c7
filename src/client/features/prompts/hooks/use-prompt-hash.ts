import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const HASH_PREFIX = '#prompt-';
const MAX_PROMPT_ID = 2_147_483_647;

/** Prompt id from its text: a positive whole number in range, else null. */
export function parsePromptId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_PROMPT_ID ? id : null;
}

/** The text after `#prompt-` (decoded), or null when the hash is not a prompt hash. */
export function promptKeyFromHash(hash: string): string | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const raw = hash.slice(HASH_PREFIX.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function promptHash(key: string | number): string {
  return `${HASH_PREFIX}${encodeURIComponent(String(key))}`;
}

/**
 * The open prompt lives in the address hash `#prompt-{id}` (SPEC: Browse screen).
 * `/?prompt={id}` (used by Saved and Submit) is rewritten to the hash form.
 * Hash changes replace the history entry and never scroll.
 */
export function usePromptHash() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;

  const promptParam = new URLSearchParams(search).get('prompt');
  useEffect(() => {
    if (promptParam === null) return;
    const params = new URLSearchParams(search);
    params.delete('prompt');
    const rest = params.toString();
    navigate(
      { pathname, search: rest ? `?${rest}` : '', hash: promptParam.trim() ? promptHash(promptParam.trim()) : hash },
      { replace: true, preventScrollReset: true },
    );
  }, [promptParam, pathname, search, hash, navigate]);

  /** What the address asks to open: `key` as written, `id` when it is a valid id. */
  const key = promptKeyFromHash(hash);
  const openKey = key ?? (promptParam?.trim() || null);

  const openPrompt = useCallback(
    (id: number) => navigate({ pathname, search, hash: promptHash(id) }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  const closePrompt = useCallback(
    () => navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );

  return { openKey, openId: parsePromptId(openKey), openPrompt, closePrompt };
}
