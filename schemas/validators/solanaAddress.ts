/**
 * Solana address validation: base58, 32 to 44 characters, and exactly one 32-byte public key.
 */
import * as Schema from "effect/Schema"
import { isSolanaAddress } from "./core/solanaAddress.js"

export { isSolanaAddress } from "./core/solanaAddress.js"

/** A Solana address (base58 public key of 32 bytes). */
export const SolanaAddress = Schema.String.pipe(
  Schema.filter(isSolanaAddress, {
    message: () => "Invalid Solana address: expected a base58 public key of 32 bytes"
  }),
  Schema.brand("SolanaAddress"),
  Schema.annotations({ identifier: "SolanaAddress" })
)
/** A validated Solana address. */
export type SolanaAddress = typeof SolanaAddress.Type
