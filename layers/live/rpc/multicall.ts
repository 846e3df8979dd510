/**
 * Multicall (SPEC §7, §9): eth_call reads of the same tick on one network go as one Multicall3 `aggregate3`
 * (allowFailure per call), in batches of at most 1024 bytes of calldata. A chain without Multicall3 answers "0x"
 * to the aggregate — viem then reports every read as failed; here each read goes alone instead.
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { MULTICALL_BATCH_SIZE_BYTES } from "../../../schemas/constants.js"
import { AbiDecodingError, type ChainRpcError, NodeError } from "../../../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import type { Address } from "../../../services/ChainRpc.js"
import { type Batcher, makeBatcher } from "./batcher.js"
import { decodeWith, loadAbi } from "./loadAbi.js"

/** Multicall3's address on every chain it is deployed to (and on the dev anvil, see dev/anvil.ts). */
export const MULTICALL3_ADDRESS: Address = "0xcA11bde05977b3631167028862bE2a173976CA11"

export interface Read {
  readonly to: Address
  readonly data: Hex
}

type ReadError = ChainRpcError | ChainNotConfigured | AbiDecodingError

const bytes = (data: Hex): number => (data.length - 2) / 2

/** Whether `next` fits a batch holding `reads` (a lone read always fits). */
export const fitsMulticall = (reads: ReadonlyArray<Read>, next: Read): boolean =>
  reads.length === 0 || reads.reduce((sum, r) => sum + bytes(r.data), 0) + bytes(next.data) <= MULTICALL_BATCH_SIZE_BYTES

/** The batcher of one network's reads over its `eth_call`. */
export const makeMulticallBatcher = (
  ethCall: (to: Address, data: Hex) => Effect.Effect<Hex, ChainRpcError | ChainNotConfigured>
): Batcher<Read, Hex, ReadError> => {
  const alone = (reads: ReadonlyArray<Read>) =>
    Effect.forEach(reads, (r) => Effect.exit(ethCall(r.to, r.data)), { concurrency: "unbounded" })
  return makeBatcher<Read, Hex, ReadError>((reads) => {
    if (reads.length === 1) return alone(reads)
    return Effect.gen(function*() {
      const abi = yield* loadAbi
      const raw = yield* ethCall(MULTICALL3_ADDRESS, abi.aggregate3Data(reads))
      if (raw === "0x") return yield* alone(reads)
      const results = yield* decodeWith((a, d) => a.decodeAggregate3(d), raw)
      return reads.map((_, i): Exit.Exit<Hex, ReadError> => {
        const result = results[i]
        if (result === undefined) return Exit.fail(new AbiDecodingError({ data: raw }))
        return result.success ? Exit.succeed(result.returnData) : Exit.fail(new NodeError({ kind: "executionReverted" }))
      })
    })
  }, fitsMulticall)
}
