/** Timing helpers: warm-up, adaptive iteration count, median and p95. */

export type Timing = {
  iterations: number;
  median: number;
  p95: number;
  mean: number;
  max: number;
  samples: number[];
};

export type MeasureOptions = {
  /** Iterations for operations faster than `slowMs` on average during warm-up. */
  fast: number;
  /** Iterations for slower operations. */
  slow: number;
  warmup: number;
  slowMs?: number;
  multipleOf?: number;
};

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  // Nearest rank: the smallest value with at least q of the samples at or below it.
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    iterations: samples.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    mean: samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length),
    max: sorted[sorted.length - 1] ?? NaN,
    samples,
  };
}

/**
 * Runs `fn(i)` for a warm-up, then `fast` or `slow` timed iterations (chosen from the
 * warm-up mean). `i` counts on from the warm-up, so rotating inputs differ between them.
 */
export async function measure(
  fn: (i: number) => Promise<unknown>,
  options: MeasureOptions,
  onSample?: (i: number, ms: number) => void,
): Promise<Timing> {
  let i = 0;
  let warmTotal = 0;
  for (let w = 0; w < options.warmup; w++, i++) {
    const t = performance.now();
    await fn(i);
    warmTotal += performance.now() - t;
  }
  let iterations = warmTotal / Math.max(1, options.warmup) > (options.slowMs ?? 20) ? options.slow : options.fast;
  // Rotating inputs: every input gets the same number of timed runs.
  if (options.multipleOf) iterations = Math.ceil(iterations / options.multipleOf) * options.multipleOf;
  const samples: number[] = [];
  for (let k = 0; k < iterations; k++, i++) {
    const t = performance.now();
    await fn(i);
    const ms = performance.now() - t;
    samples.push(ms);
    onSample?.(i, ms);
  }
  return summarize(samples);
}

export const fmtMs = (ms: number | undefined): string => {
  if (ms === undefined || Number.isNaN(ms)) return '–';
  if (ms < 1) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return ms.toFixed(0);
};
