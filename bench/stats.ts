/** Small numeric helpers shared by the runner and the report. */

/** The median, or undefined for no samples. */
export const median = (samples: ReadonlyArray<number>): number | undefined => {
  if (samples.length === 0) return undefined
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle]
  const lower = sorted[middle - 1]
  if (upper === undefined) return undefined
  return sorted.length % 2 === 1 || lower === undefined ? upper : (lower + upper) / 2
}

/** ours / peer, or undefined when either is missing or the peer is zero. */
export const ratio = (ours: number | undefined, peer: number | undefined): number | undefined =>
  ours === undefined || peer === undefined || peer === 0 ? undefined : ours / peer
