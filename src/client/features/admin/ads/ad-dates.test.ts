import { describe, expect, it } from 'vitest';
import { adSchedule, dayEndIso, dayStartIso, defaultEndIso, toDayInput } from './ad-dates';

describe('ad dates', () => {
  it('turns days into the start and the end of that local day', () => {
    expect(new Date(dayStartIso('2026-05-01')!).getTime()).toBe(new Date(2026, 4, 1).getTime());
    expect(new Date(dayEndIso('2026-05-31')!).getTime()).toBe(new Date(2026, 5, 1).getTime() - 1);
    expect(dayStartIso('')).toBeUndefined();
    expect(toDayInput(dayStartIso('2026-05-01')!)).toBe('2026-05-01');
    expect(toDayInput(dayEndIso('2026-05-31')!)).toBe('2026-05-31');
    expect(toDayInput(null)).toBe('');
  });

  it('defaults the end to 90 days after creation', () => {
    expect(defaultEndIso('2025-03-01T00:00:00.000Z')).toBe('2025-05-30T00:00:00.000Z');
  });

  it('tells whether the slots show the ad now', () => {
    const now = Date.parse('2026-01-15T00:00:00Z');
    const window = { startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' };
    expect(adSchedule({ ...window, isActive: true }, now)).toBe('live');
    expect(adSchedule({ ...window, isActive: false }, now)).toBe('disabled');
    expect(adSchedule({ ...window, isActive: true, startDate: '2026-01-20T00:00:00Z' }, now)).toBe('scheduled');
    expect(adSchedule({ ...window, isActive: true, endDate: '2026-01-15T00:00:00Z' }, now)).toBe('ended');
    expect(adSchedule({ ...window, isActive: true, endDate: null }, now)).toBe('live');
  });
});
