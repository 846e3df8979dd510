// `npm run bench:reliability`: 1,000 mixed reads and 50 sends through ChainRpc against anvil behind the chaos
// proxy at a 30 % fault rate (issue 10). Prints the figures and the retry-count distribution as JSON.
// Flags: --reads N --sends N --rate R --seed S --timeout-ms T; --solana runs the Solana reads against Surfpool.
import { runReliability } from "../dev/chaos/reliability.js"
import { runSolanaReliability } from "../dev/chaos/solanaReliability.js"

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  const value = i === -1 ? undefined : Number(process.argv[i + 1])
  return value === undefined || Number.isNaN(value) ? fallback : value
}

const report = await (process.argv.includes("--solana") ? runSolanaReliability : runReliability)({
  reads: flag("reads", 1000),
  sends: flag("sends", 50),
  rate: flag("rate", 0.3),
  seed: flag("seed", 1),
  timeoutMs: flag("timeout-ms", 1000),
  concurrency: flag("concurrency", 50)
})
console.log(JSON.stringify(report, null, 2))
const ok = report.reads.lost === 0 && report.sends.duplicateBroadcasts === 0 && report.sends.untyped === 0
process.exitCode = ok ? 0 : 1
