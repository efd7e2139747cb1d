/** Percentile of a list of samples (nearest rank), in the samples' unit. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** True when a bench file is run directly (`npx tsx bench/x.bench.ts`) rather than imported. */
export const isMain = (url: string) => process.argv[1] !== undefined && url.endsWith(process.argv[1].split("/").pop()!);
