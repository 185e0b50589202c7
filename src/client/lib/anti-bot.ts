/**
 * Anti-bot check for the submit form (spec): "fewer than 5 s since the page
 * opened, or no interaction yet, gives Verification failed".
 * Any mouse move, key press or touch counts as interaction: the component
 * registers listeners for INTERACTION_EVENTS and calls `markInteraction`.
 */
import { ANTI_BOT_MIN_MS } from '../../shared/constants';

export const VERIFICATION_FAILED = {
  title: 'Verification failed',
  description: 'Please take a moment to review your prompt before submitting.',
} as const;

/** DOM events that count as a human interaction. */
export const INTERACTION_EVENTS = ['mousemove', 'keydown', 'touchstart', 'pointerdown'] as const;

export type AntiBotFailureReason = 'too-fast' | 'no-interaction';
export type AntiBotResult = { ok: true } | { ok: false; reason: AntiBotFailureReason };

export type InteractionTracker = {
  /** Time (from `now`) when the tracker was created, i.e. when the page opened. */
  readonly startedAt: number;
  markInteraction(): void;
  hasInteracted(): boolean;
  /**
   * ok once at least ANTI_BOT_MIN_MS (5000 ms) have passed since `startedAt`
   * and an interaction happened. When both fail, 'too-fast' is reported.
   */
  check(): AntiBotResult;
};

export function createInteractionTracker(now: () => number = () => Date.now()): InteractionTracker {
  const startedAt = now();
  let interacted = false;
  return {
    startedAt,
    markInteraction() {
      interacted = true;
    },
    hasInteracted() {
      return interacted;
    },
    check() {
      if (now() - startedAt < ANTI_BOT_MIN_MS) return { ok: false, reason: 'too-fast' };
      if (!interacted) return { ok: false, reason: 'no-interaction' };
      return { ok: true };
    },
  };
}
