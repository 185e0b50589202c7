import { describe, it, expect, vi, afterEach } from 'vitest';
import { ANTI_BOT_MIN_MS } from '../../shared/constants';
import { INTERACTION_EVENTS, VERIFICATION_FAILED, createInteractionTracker } from './anti-bot';

/** A controllable clock starting at `start`. */
function fakeClock(start = 1_000_000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('VERIFICATION_FAILED', () => {
  it('carries the spec message', () => {
    expect(VERIFICATION_FAILED).toEqual({
      title: 'Verification failed',
      description: 'Please take a moment to review your prompt before submitting.',
    });
  });
});

describe('INTERACTION_EVENTS', () => {
  it('covers mouse, keyboard and touch', () => {
    expect(INTERACTION_EVENTS).toEqual(['mousemove', 'keydown', 'touchstart', 'pointerdown']);
  });
});

describe('createInteractionTracker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 5 second minimum from the spec', () => {
    expect(ANTI_BOT_MIN_MS).toBe(5000);
  });

  it('records the start time from the clock', () => {
    const clock = fakeClock(42);
    expect(createInteractionTracker(clock.now).startedAt).toBe(42);
  });

  it('starts without interaction', () => {
    const tracker = createInteractionTracker(fakeClock().now);
    expect(tracker.hasInteracted()).toBe(false);
    tracker.markInteraction();
    expect(tracker.hasInteracted()).toBe(true);
    tracker.markInteraction();
    expect(tracker.hasInteracted()).toBe(true);
  });

  it('fails as too fast at 4999 ms even with interaction', () => {
    const clock = fakeClock();
    const tracker = createInteractionTracker(clock.now);
    tracker.markInteraction();
    clock.advance(4999);
    expect(tracker.check()).toEqual({ ok: false, reason: 'too-fast' });
  });

  it('passes at exactly 5000 ms with interaction', () => {
    const clock = fakeClock();
    const tracker = createInteractionTracker(clock.now);
    tracker.markInteraction();
    clock.advance(5000);
    expect(tracker.check()).toEqual({ ok: true });
  });

  it('fails without interaction even after a long time', () => {
    const clock = fakeClock();
    const tracker = createInteractionTracker(clock.now);
    clock.advance(60_000);
    expect(tracker.check()).toEqual({ ok: false, reason: 'no-interaction' });
  });

  it('reports too-fast when both conditions fail', () => {
    const clock = fakeClock();
    const tracker = createInteractionTracker(clock.now);
    expect(tracker.check()).toEqual({ ok: false, reason: 'too-fast' });
  });

  it('passes once the user interacts after a failed check', () => {
    const clock = fakeClock();
    const tracker = createInteractionTracker(clock.now);
    clock.advance(6000);
    expect(tracker.check().ok).toBe(false);
    tracker.markInteraction();
    expect(tracker.check()).toEqual({ ok: true });
  });

  it('counts an interaction made before the 5 seconds elapsed', () => {
    const clock = fakeClock();
    const tracker = createInteractionTracker(clock.now);
    clock.advance(100);
    tracker.markInteraction();
    clock.advance(4900);
    expect(tracker.check()).toEqual({ ok: true });
  });

  it('keeps trackers independent', () => {
    const clock = fakeClock();
    const a = createInteractionTracker(clock.now);
    const b = createInteractionTracker(clock.now);
    a.markInteraction();
    clock.advance(5000);
    expect(a.check().ok).toBe(true);
    expect(b.check()).toEqual({ ok: false, reason: 'no-interaction' });
  });

  it('defaults to Date.now', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00.000Z'));
    const tracker = createInteractionTracker();
    expect(tracker.startedAt).toBe(Date.parse('2025-01-01T00:00:00.000Z'));
    tracker.markInteraction();
    vi.advanceTimersByTime(4999);
    expect(tracker.check()).toEqual({ ok: false, reason: 'too-fast' });
    vi.advanceTimersByTime(1);
    expect(tracker.check()).toEqual({ ok: true });
  });
});
