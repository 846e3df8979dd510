/**
 * What became of an EVM transaction the wallet sent (SPEC §9 receipts), as viem's `waitForTransactionReceipt`
 * sees it: mined under its hash; replaced (the sender's nonce mined under another hash: "repriced" for the same
 * call at another fee, "cancelled" for a call to oneself of no value, else "replaced"); or dropped.
 *
 * Dropped, the rule: the node has known neither the transaction nor a receipt for `droppedAfter` of Clock time
 * (from the first such poll) and, when its nonce is known, the sender's mined nonce has not passed it. A hash the
 * node never knew counts too (e.g. after a reload, a transaction replaced while the page was closed: its nonce
 * was never learned, so the replacement cannot be looked for).
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import { RPC_POLLING_INTERVAL_MS } from "../../../schemas/constants.js"
import type { RpcTimeout } from "../../../schemas/errors/chainRpc.js"
import type { ReplacementReason, TransferOutcome } from "../../../schemas/send.js"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import type { ChainRpcFailure, ChainRpcShape } from "../../../services/ChainRpc.js"
import { pollOutcome } from "../outcomePolling.js"
import { AddressHex, HexData, MaybeReceipt, Quantity, SmallQuantity } from "../rpc/codecs.js"

/** How long the node may not know a transaction before it counts as dropped (a few polling intervals). */
export const DROPPED_AFTER = Duration.millis(RPC_POLLING_INTERVAL_MS * 8)

/** How many blocks back a replacement is looked for, at most (a watch that starts late, e.g. after a reload). */
const REPLACEMENT_SCAN_BLOCKS = 64n

/** The fields of a transaction that tell a replacement's reason. */
const SentTransaction = Schema.Struct({
  hash: HexData,
  from: AddressHex,
  to: Schema.NullOr(AddressHex),
  nonce: SmallQuantity,
  value: Quantity,
  input: HexData
})
type SentTransaction = Schema.Schema.Type<typeof SentTransaction>

const BlockTransactions = Schema.NullOr(Schema.Struct({ transactions: Schema.Array(SentTransaction) }))

const same = (a: string | null, b: string | null): boolean => (a ?? "").toLowerCase() === (b ?? "").toLowerCase()

/** viem's reasons: the same call (repriced) first, then a zero-value call to oneself (cancelled). */
export const replacementReason = (original: SentTransaction, replacement: SentTransaction): ReplacementReason =>
  same(replacement.to, original.to) && replacement.value === original.value && same(replacement.input, original.input)
    ? "repriced"
    : same(replacement.to, replacement.from) && replacement.value === 0n
    ? "cancelled"
    : "replaced"

export interface SentOutcomeOptions {
  readonly droppedAfter?: Duration.DurationInput
}

/**
 * Polls (SPEC §9 cadence, 180 s) until the transaction `hash` is mined, replaced or dropped. A failed read counts
 * as "not yet". Fails: RpcTimeout past 180 s.
 */
export const sentOutcome = (
  rpc: ChainRpcShape,
  caipNetworkId: string,
  hash: Hex,
  options: SentOutcomeOptions = {}
): Effect.Effect<TransferOutcome, RpcTimeout> =>
  Effect.gen(function*() {
    const droppedAfter = Duration.toMillis(options.droppedAfter ?? DROPPED_AFTER)
    /** The transaction as the node last showed it (its nonce, call). */
    const seen = yield* Ref.make<SentTransaction | undefined>(undefined)
    /** Clock time of the first poll in a row where the node knew nothing of it. */
    const unknownSince = yield* Ref.make<number | undefined>(undefined)
    /** The first block a replacement may be in: the chain's head when the watch began. */
    const startBlock = yield* Ref.make<bigint | undefined>(undefined)
    const receiptOf = (h: string) => rpc.request(caipNetworkId, "eth_getTransactionReceipt", [h], MaybeReceipt)

    /** The transaction that took `tx`'s nonce in the blocks since the watch began (bounded), if found. */
    const findReplacement = (tx: SentTransaction): Effect.Effect<SentTransaction | undefined, ChainRpcFailure> =>
      Effect.gen(function*() {
        const head = yield* rpc.getBlockNumber(caipNetworkId)
        const floor = head - REPLACEMENT_SCAN_BLOCKS
        const from = (yield* Ref.get(startBlock)) ?? floor
        for (let n = head; n >= (from > floor ? from : floor) && n >= 0n; n--) {
          const block = yield* rpc.request(caipNetworkId, "eth_getBlockByNumber", [`0x${n.toString(16)}`, true], BlockTransactions)
          const found = block?.transactions.find((t) => same(t.from, tx.from) && t.nonce === tx.nonce)
          if (found !== undefined) return found
        }
        return undefined
      })

    const replaced = (tx: SentTransaction): Effect.Effect<TransferOutcome | undefined, ChainRpcFailure> =>
      Effect.gen(function*() {
        const replacement = yield* findReplacement(tx)
        if (replacement === undefined) return { reason: "replaced", replacement: undefined }
        const receipt = yield* receiptOf(replacement.hash)
        if (receipt === null) return undefined
        const status = receipt.status === "0x1" ? "success" as const : "reverted" as const
        // Mined between our two reads: our own transaction after all.
        if (same(replacement.hash, hash)) return status
        return { reason: replacementReason(tx, replacement), replacement: { hash: replacement.hash, status } }
      })

    const check: Effect.Effect<TransferOutcome | undefined, ChainRpcFailure> = Effect.gen(function*() {
      if ((yield* Ref.get(startBlock)) === undefined) yield* Ref.set(startBlock, yield* rpc.getBlockNumber(caipNetworkId))
      const receipt = yield* receiptOf(hash)
      if (receipt !== null) return receipt.status === "0x1" ? "success" : "reverted"
      const now = yield* rpc.request(caipNetworkId, "eth_getTransactionByHash", [hash], Schema.NullOr(SentTransaction))
      if (now !== null) yield* Ref.set(seen, now)
      const tx = now ?? (yield* Ref.get(seen))
      if (tx !== undefined) {
        const mined = yield* rpc.getTransactionCount(caipNetworkId, tx.from, "latest")
        if (mined > tx.nonce) return yield* replaced(tx)
      }
      if (now !== null) {
        yield* Ref.set(unknownSince, undefined)
        return undefined
      }
      const since = yield* Ref.get(unknownSince)
      const at = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
      if (since === undefined) yield* Ref.set(unknownSince, at)
      return since !== undefined && at - since >= droppedAfter ? "dropped" : undefined
    })

    return yield* pollOutcome(caipNetworkId, check)
  })
