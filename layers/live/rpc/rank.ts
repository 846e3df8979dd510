/**
 * Fallback ranking (SPEC §7, §9): each endpoint keeps its last 10 samples (latency, success); the score is
 * 0.7 × stability (share of successes) + 0.3 × latency (1 − mean latency / the slowest endpoint's mean), as viem's
 * `fallback({ rank })`. Samples come from real calls and from pings (eth_blockNumber, 1 s timeout).
 */
import { RPC_FALLBACK_RANK_SAMPLE_COUNT, RPC_FALLBACK_RANK_WEIGHTS } from "../../../schemas/constants.js"

export interface Sample {
  readonly latencyMs: number
  readonly ok: boolean
}

export interface Ranking {
  readonly record: (url: string, sample: Sample) => void
  /** The endpoints best first; unsampled endpoints keep their configured place among equals. */
  readonly order: <T extends { readonly url: string }>(endpoints: ReadonlyArray<T>) => ReadonlyArray<T>
  readonly samples: (url: string) => ReadonlyArray<Sample>
}

const mean = (values: ReadonlyArray<number>): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length

/** Scores per url, from the samples (an endpoint with no sample scores as perfectly stable and fast). */
export const scores = (samplesByUrl: ReadonlyMap<string, ReadonlyArray<Sample>>, urls: ReadonlyArray<string>): Map<string, number> => {
  const latency = new Map(urls.map((url) => [url, mean((samplesByUrl.get(url) ?? []).map((s) => s.latencyMs))]))
  const slowest = Math.max(0, ...latency.values())
  return new Map(urls.map((url) => {
    const samples = samplesByUrl.get(url) ?? []
    const stability = samples.length === 0 ? 1 : samples.filter((s) => s.ok).length / samples.length
    const latencyScore = slowest === 0 ? 1 : 1 - (latency.get(url) ?? 0) / slowest
    return [url, RPC_FALLBACK_RANK_WEIGHTS.stability * stability + RPC_FALLBACK_RANK_WEIGHTS.latency * latencyScore]
  }))
}

export const makeRanking = (): Ranking => {
  const byUrl = new Map<string, Array<Sample>>()
  return {
    record: (url, sample) => {
      const list = byUrl.get(url) ?? []
      list.push(sample)
      if (list.length > RPC_FALLBACK_RANK_SAMPLE_COUNT) list.shift()
      byUrl.set(url, list)
    },
    order: (endpoints) => {
      const score = scores(byUrl, endpoints.map((e) => e.url))
      // Array.prototype.sort is stable: equal scores keep the configured order.
      return [...endpoints].sort((a, b) => (score.get(b.url) ?? 0) - (score.get(a.url) ?? 0))
    },
    samples: (url) => byUrl.get(url) ?? []
  }
}
