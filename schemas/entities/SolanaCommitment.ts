/** SPEC §5 Solana preflight commitment. */
import * as Schema from "effect/Schema"

/** SPEC §5: the commitment levels a Solana preflight may ask for. */
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
/** SPEC §5: the commitment levels a Solana preflight may ask for. */
export type SolanaCommitment = typeof SolanaCommitment.Type
