/** Solana preflight commitment. */
import * as Schema from "effect/Schema"

/** The commitment levels a Solana preflight may ask for. */
export const SolanaCommitment = Schema.Literal(
  "processed",
  "confirmed",
  "finalized",
  "recent",
  "single",
  "singleGossip",
  "root",
  "max"
)
/** The commitment levels a Solana preflight may ask for. */
export type SolanaCommitment = typeof SolanaCommitment.Type
