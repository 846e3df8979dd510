/** viem's ABI coder and hashing, loaded once on first use (a plain balance read never loads it). */
import * as Effect from "effect/Effect"
import { AbiDecodingError, type RpcHttpError } from "../../../schemas/errors/chainRpc.js"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import { lazyReadChunk } from "../lazyChunk.js"

type Abi = typeof import("./abi.js")

/** The ABI module from `load`; a failed download fails the read that needed it (RpcHttpError, cause ChunkLoadFailed), and the next read imports again. */
export const abiChunk = (load: () => Promise<Abi>): Effect.Effect<Abi, RpcHttpError> => lazyReadChunk("the ABI coder", load)

export const loadAbi: Effect.Effect<Abi, RpcHttpError> = abiChunk(() => import("./abi.js"))

/** Decodes `data` with one of abi.ts's decoders; data that does not decode is AbiDecodingError. */
export const decodeWith = <A>(decode: (abi: Abi, data: Hex) => A, data: Hex): Effect.Effect<A, AbiDecodingError | RpcHttpError> =>
  Effect.flatMap(loadAbi, (abi) => Effect.try({ try: () => decode(abi, data), catch: () => new AbiDecodingError({ data }) }))
