/**
 * Solana JSON-RPC under the shared ChainRpc policy (SPEC §7, §9): the same endpoints (host override, gateway, the
 * network's URLs), retry with Retry-After, 10 s timeout, fallback ranking (pinged with getSlot), batching and
 * typed catalogue errors as EVM, with every answer Schema-decoded. @solana/kit only builds transactions
 * (./transfers.ts); none of its RPC client ships. Loaded with import() on the first Solana read.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { RPC_BATCH_SIZE, RPC_POLLING_INTERVAL_MS, RPC_TIMEOUT_MS } from "../../../schemas/constants.js"
import type { ChainRpcError } from "../../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import type { WalletportOptions } from "../../../schemas/options.js"
import type { Fetch } from "../rpc/http.js"
import { makeNetworkTransports } from "../rpc/networkTransports.js"
import type { TransportSettings } from "../rpc/transport.js"

/** Every failure of a Solana read: a catalogue RPC error, or a network that is not one of the host's Solana networks. */
export type SolanaReadError = ChainRpcError | ChainNotConfigured

/** A u64 as JSON sends it: a number, refused past 2^53 rather than read wrong (money is at stake). */
const U64 = Schema.transform(
  Schema.Number.pipe(Schema.filter((n) => Number.isSafeInteger(n) && n >= 0, { message: () => "Expected a u64 within 2^53" })),
  Schema.BigIntFromSelf,
  { strict: true, decode: (n) => BigInt(n), encode: (n) => Number(n) }
)

/** An RPC answer with its slot context; only `value` is read. */
const withContext = <A, I>(value: Schema.Schema<A, I>) => Schema.Struct({ value })

const Balance = withContext(U64)
/** A token account as jsonParsed sends it; its `data` is judged where it is read (nodes vary). */
const TokenAccounts = withContext(Schema.Array(Schema.Struct({ pubkey: Schema.String, account: Schema.Struct({ data: Schema.Unknown }) })))
const AccountInfo = withContext(Schema.NullOr(Schema.Struct({ lamports: U64 })))
const LatestBlockhash = withContext(Schema.Struct({ blockhash: Schema.String, lastValidBlockHeight: U64 }))
const FeeForMessage = withContext(Schema.NullOr(U64))
const SignatureStatuses = withContext(Schema.Array(Schema.NullOr(Schema.Struct({
  err: Schema.Unknown,
  confirmationStatus: Schema.optional(Schema.NullOr(Schema.Literal("processed", "confirmed", "finalized")))
}))))
/** A base58 transaction signature. */
const Signature = Schema.String.pipe(Schema.pattern(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/))

/** One token account of an owner: its address and its parsed data (unknown until read). */
export interface TokenAccount {
  readonly pubkey: string
  readonly data: unknown
}

/** A signature's status on the chain: null while the node does not know it. */
export type SignatureStatus = {
  readonly err: unknown
  readonly confirmationStatus?: "processed" | "confirmed" | "finalized" | null | undefined
} | null

export interface SolanaReads {
  /** Lamports held by `owner`. Fails: SolanaReadError. */
  readonly getBalance: (caipNetworkId: string, owner: string) => Effect.Effect<bigint, SolanaReadError>
  /** `owner`'s token accounts of a token program, jsonParsed. Fails: SolanaReadError. */
  readonly getTokenAccountsByOwner: (caipNetworkId: string, owner: string, programId: string) => Effect.Effect<ReadonlyArray<TokenAccount>, SolanaReadError>
  /** Whether an account exists (holds lamports). Fails: SolanaReadError. */
  readonly accountExists: (caipNetworkId: string, address: string) => Effect.Effect<boolean, SolanaReadError>
  /** Lamports that keep an account of `bytes` rent-exempt. Fails: SolanaReadError. */
  readonly getMinimumBalanceForRentExemption: (caipNetworkId: string, bytes: bigint) => Effect.Effect<bigint, SolanaReadError>
  /** A recent blockhash and the last block height it is valid for. Fails: SolanaReadError. */
  readonly getLatestBlockhash: (caipNetworkId: string) => Effect.Effect<{ readonly blockhash: string; readonly lastValidBlockHeight: bigint }, SolanaReadError>
  /** The fee of a compiled message (base64); undefined when its blockhash expired. Fails: SolanaReadError. */
  readonly getFeeForMessage: (caipNetworkId: string, messageBase64: string) => Effect.Effect<bigint | undefined, SolanaReadError>
  /**
   * One signature's status; `searchTransactionHistory` looks past the node's recent status cache (a signature
   * that landed long ago). Fails: SolanaReadError.
   */
  readonly getSignatureStatus: (
    caipNetworkId: string,
    signature: string,
    options?: { readonly searchTransactionHistory: boolean }
  ) => Effect.Effect<SignatureStatus, SolanaReadError>
  /** The chain's block height at "confirmed" (what a blockhash's last valid block height is compared to). Fails: SolanaReadError. */
  readonly getBlockHeight: (caipNetworkId: string) => Effect.Effect<bigint, SolanaReadError>
  /** Broadcasts a signed transaction (base64 wire); its signature. Fails: SolanaReadError (a refused one: RpcRequestError). */
  readonly sendTransaction: (caipNetworkId: string, wireBase64: string) => Effect.Effect<string, SolanaReadError>
}

/** The reads over the host's Solana networks, with this `fetch`. Rankings and batchers live as long as the reads. */
export const makeSolanaReads = (
  fetchImpl: Fetch,
  config: WalletportOptions,
  settings: Partial<TransportSettings> = {}
): SolanaReads => {
  const transportFor = makeNetworkTransports(fetchImpl, config, {
    timeoutMs: settings.timeoutMs ?? RPC_TIMEOUT_MS,
    batchSize: settings.batchSize ?? RPC_BATCH_SIZE,
    rankIntervalMs: settings.rankIntervalMs ?? RPC_POLLING_INTERVAL_MS
  }, "getSlot")

  const call = <A, I>(caipNetworkId: string, method: string, params: ReadonlyArray<unknown>, schema: Schema.Schema<A, I>) =>
    Effect.gen(function*() {
      const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (network?.chainNamespace !== "solana") return yield* new ChainNotConfigured({ chainId: caipNetworkId })
      const transport = yield* transportFor(caipNetworkId)
      return yield* transport.request(method, params, Schema.decodeUnknownEither(schema))
    })

  return {
    getBalance: (id, owner) => Effect.map(call(id, "getBalance", [owner], Balance), (r) => r.value),
    getTokenAccountsByOwner: (id, owner, programId) =>
      Effect.map(
        call(id, "getTokenAccountsByOwner", [owner, { programId }, { encoding: "jsonParsed" }], TokenAccounts),
        (r) => r.value.map((entry) => ({ pubkey: entry.pubkey, data: entry.account.data }))
      ),
    accountExists: (id, address) => Effect.map(call(id, "getAccountInfo", [address, { encoding: "base64" }], AccountInfo), (r) => r.value !== null),
    getMinimumBalanceForRentExemption: (id, bytes) => call(id, "getMinimumBalanceForRentExemption", [Number(bytes)], U64),
    getLatestBlockhash: (id) => Effect.map(call(id, "getLatestBlockhash", [], LatestBlockhash), (r) => r.value),
    getFeeForMessage: (id, message) => Effect.map(call(id, "getFeeForMessage", [message], FeeForMessage), (r) => r.value ?? undefined),
    getSignatureStatus: (id, signature, options) =>
      Effect.map(
        call(id, "getSignatureStatuses", options === undefined ? [[signature]] : [[signature], options], SignatureStatuses),
        (r) => r.value[0] ?? null
      ),
    getBlockHeight: (id) => call(id, "getBlockHeight", [{ commitment: "confirmed" }], U64),
    sendTransaction: (id, wire) => call(id, "sendTransaction", [wire, { encoding: "base64" }], Signature)
  }
}
