// The figures the benches report: medians and percentiles of timings, in no particular order when handed in.

function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('No timings to summarise')
  return [...values].sort((a, b) => a - b)
}

export function median(values: readonly number[]): number {
  const ordered = sorted(values)
  const mid = Math.floor(ordered.length / 2)
  return ordered.length % 2 ? ordered[mid]! : (ordered[mid - 1]! + ordered[mid]!) / 2
}

/** The nearest-rank percentile: the value below which `fraction` of the timings fall. */
export function percentile(values: readonly number[], fraction: number): number {
  const ordered = sorted(values)
  return ordered[Math.min(ordered.length - 1, Math.floor(ordered.length * fraction))]!
}

/** "median / p95 ms", as the tables of docs/benchmarks.md show timings. */
export function medianP95(values: readonly number[]): string {
  return `${median(values).toFixed(2)} / ${percentile(values, 0.95).toFixed(2)} ms`
}
