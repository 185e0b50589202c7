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

/** History state of an entry the browse screen added to open a prompt. */
type OpenedHere = { promptOpenedHere?: boolean };

/**
 * The open prompt lives in the address hash `#prompt-{id}` (docs/product.md: Browse screen).
 * `/?prompt={id}` (used by Saved and Submit) is rewritten to the hash form.
 * Opening a prompt from the list adds a history entry, so Back (a phone's back gesture
 * included) closes the dialog instead of leaving the page; closing it then goes back to the
 * list's entry. An address that arrived with the hash (a shared link) is closed in place.
 * Hash changes never scroll.
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

  const openedHere = (location.state as OpenedHere | null)?.promptOpenedHere === true;
  const isOpen = key !== null;
  const openPrompt = useCallback(
    (id: number) =>
      // From one open prompt to another: the same entry, so Back still returns to the list.
      navigate(
        { pathname, search, hash: promptHash(id) },
        isOpen
          ? { replace: true, preventScrollReset: true, state: location.state }
          : { preventScrollReset: true, state: { promptOpenedHere: true } satisfies OpenedHere },
      ),
    [navigate, pathname, search, isOpen, location.state],
  );
  const closePrompt = useCallback(() => {
    if (openedHere) void navigate(-1);
    else void navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
  }, [navigate, pathname, search, openedHere]);

  return { openKey, openId: parsePromptId(openKey), openPrompt, closePrompt };
}
