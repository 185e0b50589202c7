/**
 * The submit flow of docs/product.md#screens-and-routes: idle -> checking for duplicates -> (similar dialog) ->
 * submitting -> success toast and, 1 s later, /?prompt={newId}. The page validates the
 * required fields first; this hook owns the anti-bot check, the form token, the duplicate
 * check, the insert and the messages of docs/product.md#messages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ANTI_BOT_MIN_MS, SUBMIT_REDIRECT_DELAY_MS, type CategoryId } from '../../../../shared/constants';
import type { SimilarPrompt } from '../../../../shared/schemas';
import { ApiError, errorMessage } from '../../../lib/api';
import { INTERACTION_EVENTS, VERIFICATION_FAILED, createInteractionTracker } from '../../../lib/anti-bot';
import { checkSimilarPrompt, fetchFormToken, promptKeys, useCreatePrompt } from '../api/prompts';

export type SubmitPhase = 'idle' | 'checking' | 'submitting' | 'submitted';

export type SubmitValues = {
  title: string;
  content: string;
  instructions: string;
  category: string;
  tags: string[];
  /** Honeypot (see submit-page.tsx): people never fill it in. */
  website: string;
};

export type SubmitField = 'title' | 'content' | 'instructions' | 'category' | 'tags';
export type FieldErrors = Partial<Record<SubmitField, string>>;

/** The order in which fields appear on the form: the first invalid one gets focus. */
export const FIELD_ORDER: readonly SubmitField[] = ['title', 'content', 'instructions', 'category', 'tags'];

export const MISSING_FIELDS = {
  title: 'Missing fields',
  description: 'Please fill in all required fields.',
} as const;
export const SUBMIT_ERROR_TITLE = 'Error submitting prompt';
export const SUBMIT_SUCCESS_TITLE = 'Prompt submitted successfully!';

/** Inline messages under empty required fields (the toast is the spec's "Missing fields"). */
export const REQUIRED_MESSAGES = {
  title: 'Enter a title.',
  content: 'Enter the prompt text.',
  category: 'Select a category.',
  tags: 'Add at least one tag.',
} as const satisfies FieldErrors;

/** docs/product.md#screens-and-routes: title, content, category and at least one tag are required. */
export function findMissingFields(values: Pick<SubmitValues, 'title' | 'content' | 'category' | 'tags'>): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = REQUIRED_MESSAGES.title;
  if (!values.content.trim()) errors.content = REQUIRED_MESSAGES.content;
  if (!values.category) errors.category = REQUIRED_MESSAGES.category;
  if (!values.tags.some((t) => t.trim())) errors.tags = REQUIRED_MESSAGES.tags;
  return errors;
}

/** The server's field errors (400 validation_error), first message per known field. */
export function toFieldErrors(fieldErrors: Record<string, string[]> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

type FormToken = { token: string; receivedAt: number };

type Options = {
  /** Called with the server's field errors when it refuses the fields (400 validation_error). */
  onFieldErrors?: (errors: FieldErrors) => void;
};

export function useSubmitPrompt({ onFieldErrors }: Options = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: createPrompt } = useCreatePrompt();

  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [similar, setSimilar] = useState<{ match: SimilarPrompt; values: SubmitValues } | null>(null);
  // A ref as well as state: two clicks in the same frame must not start two submissions.
  const busyRef = useRef(false);
  const mountedRef = useRef(true);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // ---- anti-bot: the clock starts when the page opens; any real interaction counts (docs/product.md) ----
  const [tracker] = useState(() => createInteractionTracker());
  useEffect(() => {
    const mark = () => {
      tracker.markInteraction();
      remove();
    };
    const remove = () => {
      for (const type of INTERACTION_EVENTS) document.removeEventListener(type, mark, true);
    };
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, mark, { capture: true, passive: true });
    return remove;
  }, [tracker]);

  // ---- form token: fetched when the page opens, so it is old enough by the time people submit ----
  const tokenRef = useRef<FormToken | null>(null);
  const tokenRequest = useRef<Promise<FormToken> | null>(null);

  const requestToken = useCallback(() => {
    const request = fetchFormToken().then((r) => {
      const token = { token: r.token, receivedAt: Date.now() };
      tokenRef.current = token;
      return token;
    });
    tokenRequest.current = request;
    request.catch(() => {
      /* retried on submit */
    });
    return request;
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    if (!tokenRef.current && !tokenRequest.current) void requestToken();
    return () => {
      mountedRef.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, [requestToken]);

  /** The token from page load; if that request failed, one more try now. */
  const getToken = useCallback(async (): Promise<FormToken> => {
    if (tokenRef.current) return tokenRef.current;
    try {
      if (tokenRequest.current) return await tokenRequest.current;
    } catch {
      /* fall through to a fresh request */
    }
    return requestToken();
  }, [requestToken]);

  // ---- insert ----
  const insert = useCallback(
    async (values: SubmitValues) => {
      busyRef.current = true;
      setPhase('submitting');
      try {
        const { token } = await getToken();
        const prompt = await createPrompt({
          title: values.title,
          content: values.content,
          instructions: values.instructions.trim() ? values.instructions : null,
          // The select offers only the ten category ids; the server validates it again.
          category: values.category as CategoryId,
          tags: values.tags,
          formToken: token,
          website: values.website,
        });
        toast.success(SUBMIT_SUCCESS_TITLE);
        void queryClient.invalidateQueries({ queryKey: promptKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['tags'] });
        if (!mountedRef.current) return;
        setPhase('submitted'); // stays busy: the page is about to move on
        redirectTimer.current = setTimeout(() => navigate(`/?prompt=${prompt.id}`), SUBMIT_REDIRECT_DELAY_MS);
      } catch (error) {
        busyRef.current = false;
        if (mountedRef.current) setPhase('idle');
        showSubmitError(error);
        if (error instanceof ApiError && error.code === 'verification_failed') {
          // A token older than 5 s was refused as invalid or expired: a fresh one lets the
          // next try pass. A younger one only needs time, so it is kept.
          const token = tokenRef.current;
          if (token && Date.now() - token.receivedAt >= ANTI_BOT_MIN_MS) {
            tokenRef.current = null;
            void requestToken();
          }
        }
        if (error instanceof ApiError && error.code === 'validation_error') {
          const fieldErrors = toFieldErrors(error.fieldErrors);
          if (Object.keys(fieldErrors).length) onFieldErrors?.(fieldErrors);
        }
      }
    },
    [createPrompt, getToken, navigate, onFieldErrors, queryClient, requestToken],
  );

  /** Runs after the page found every required field filled in. */
  const submit = useCallback(
    async (values: SubmitValues) => {
      if (busyRef.current || similar) return;

      const check = tracker.check();
      if (!check.ok) {
        toast.error(VERIFICATION_FAILED.title, { description: VERIFICATION_FAILED.description });
        return;
      }

      busyRef.current = true;
      setPhase('checking');
      let match: SimilarPrompt | null;
      try {
        ({ match } = await checkSimilarPrompt({ title: values.title, content: values.content }));
      } catch (error) {
        // Choice: a failed duplicate check does not fall through to the insert. The check is
        // the only guard against near-duplicates, so skipping it silently would defeat it;
        // instead people see why and retry (everything they typed stays in the form).
        busyRef.current = false;
        if (mountedRef.current) setPhase('idle');
        showSubmitError(error);
        return;
      }

      if (match) {
        busyRef.current = false;
        setPhase('idle');
        setSimilar({ match, values });
        return;
      }
      await insert(values);
    },
    [insert, similar, tracker],
  );

  /** Dialog: Cancel Submission (also Escape / close button). The form keeps its data. */
  const cancelSimilar = useCallback(() => setSimilar(null), []);

  /** Dialog: View Similar Prompt. */
  const viewSimilar = useCallback(() => {
    if (!similar) return;
    const { id } = similar.match;
    setSimilar(null);
    navigate(`/?prompt=${id}`);
  }, [navigate, similar]);

  /** Dialog: Continue with My Submission (inserts what was checked). */
  const continueSubmission = useCallback(() => {
    if (!similar || busyRef.current) return;
    const { values } = similar;
    setSimilar(null);
    void insert(values);
  }, [insert, similar]);

  return {
    phase,
    isBusy: phase !== 'idle',
    similarMatch: similar?.match ?? null,
    submit,
    cancelSimilar,
    viewSimilar,
    continueSubmission,
  };
}

function showSubmitError(error: unknown) {
  if (error instanceof ApiError && error.code === 'verification_failed') {
    // The server's usual text is the spec's "Verification failed – ..."; show the spec toast.
    // Other reasons (an expired form) keep the server's own explanation.
    const description = error.message.startsWith(VERIFICATION_FAILED.title)
      ? VERIFICATION_FAILED.description
      : error.message;
    toast.error(VERIFICATION_FAILED.title, { description });
    return;
  }
  toast.error(SUBMIT_ERROR_TITLE, { description: errorMessage(error, 'Something went wrong') });
}
