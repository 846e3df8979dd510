/**
 * Solana transfers (issue 10): the account's SOL and SPL tokens (Token and Token-2022 accounts), a v0 transfer of
 * SOL or of an SPL token (creating the recipient's associated token account when it has none) with its fee, and a
 * signature's status. Chain reads go through ./reads.ts (the shared RPC policy). Loaded with import() on the first
 * Send. The transaction itself is built in ./transferPlan.ts, with @solana/kit (an optional peer, ./kit.ts).
 */
import * as Effect from "effect/Effect"
import { NATIVE_TOKEN_ID, type SendToken, type TransferOutcome } from "../../../schemas/send.js"
import { truncateAddress } from "../../../schemas/format.js"
import type { SignatureStatus, SolanaReadError, SolanaReads } from "./reads.js"

/** The SPL token programs (Token and Token-2022), whose accounts the picker lists. */
export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
const TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

/** One parsed SPL token account, or undefined when the node answered another shape. */
const parsedTokenAccount = (pubkey: string, data: unknown, program: string): SendToken & { readonly raw: bigint } | undefined => {
  const parsed = isRecord(data) ? data["parsed"] : undefined
  const info = isRecord(parsed) ? parsed["info"] : undefined
  const amount = isRecord(info) ? info["tokenAmount"] : undefined
  const mint = isRecord(info) ? info["mint"] : undefined
  if (!isRecord(amount) || typeof mint !== "string") return undefined
  const raw = amount["amount"]
  const decimals = amount["decimals"]
  if (typeof raw !== "string" || !/^\d+$/.test(raw) || typeof decimals !== "number") return undefined
  const short = truncateAddress(mint)
  return { id: mint, kind: "spl", name: `Token ${short}`, symbol: short, decimals, balance: BigInt(raw), raw: BigInt(raw), program, account: pubkey }
}

/** SOL first, then one entry per mint (its largest account), as the picker lists them. Fails: SolanaReadError. */
export const listTokens = (reads: SolanaReads, caipNetworkId: string, owner: string): Effect.Effect<ReadonlyArray<SendToken>, SolanaReadError> =>
  Effect.map(
    Effect.all([
      reads.getBalance(caipNetworkId, owner),
      Effect.forEach([TOKEN_PROGRAM, TOKEN_2022_PROGRAM], (programId) =>
        Effect.map(reads.getTokenAccountsByOwner(caipNetworkId, owner, programId), (accounts) => ({ programId, accounts })), { concurrency: "unbounded" })
    ], { concurrency: "unbounded" }),
    ([lamports, programs]) => tokensOf(lamports, programs)
  )

const tokensOf = (
  lamports: bigint,
  programs: ReadonlyArray<{ readonly programId: string; readonly accounts: ReadonlyArray<{ readonly pubkey: string; readonly data: unknown }> }>
): ReadonlyArray<SendToken> => {
  const byMint = new Map<string, SendToken>()
  for (const { programId, accounts } of programs) {
    for (const entry of accounts) {
      const token = parsedTokenAccount(entry.pubkey, entry.data, programId)
      const known = token === undefined ? undefined : byMint.get(token.id)
      if (token !== undefined && token.balance > 0n && (known === undefined || token.balance > known.balance)) byMint.set(token.id, token)
    }
  }
  const sol: SendToken = { id: NATIVE_TOKEN_ID, kind: "native", name: "Solana", symbol: "SOL", decimals: 9, balance: lamports }
  return [sol, ...byMint.values()]
}

const outcomeOf = (status: SignatureStatus): TransferOutcome | undefined => {
  if (status === null) return undefined
  if (status.err !== null && status.err !== undefined) return "reverted"
  return status.confirmationStatus === "confirmed" || status.confirmationStatus === "finalized" ? "success" : undefined
}

/**
 * The signature's outcome once confirmed; undefined while the chain has not confirmed it. With the blockhash's
 * `lastValidBlockHeight` (unknown for entries stored before it was kept: then only the status counts), "dropped"
 * as @solana/kit's `waitForRecentTransactionConfirmation` and web3.js's `confirmTransaction` decide it: the chain's
 * block height is past it and the signature is unknown, so it can never land. The height is read before the
 * status (searched in the node's history: the watch may resume long after a reload), so a transaction that
 * landed in between is seen. Fails: SolanaReadError.
 */
export const signatureOutcome = (
  reads: SolanaReads,
  caipNetworkId: string,
  signature: string,
  lastValidBlockHeight?: bigint
): Effect.Effect<TransferOutcome | undefined, SolanaReadError> =>
  Effect.gen(function*() {
    const status = yield* reads.getSignatureStatus(caipNetworkId, signature)
    if (status !== null || lastValidBlockHeight === undefined) return outcomeOf(status)
    const height = yield* reads.getBlockHeight(caipNetworkId)
    if (height <= lastValidBlockHeight) return undefined
    const final = yield* reads.getSignatureStatus(caipNetworkId, signature, { searchTransactionHistory: true })
    return final === null ? "dropped" : outcomeOf(final)
  })
