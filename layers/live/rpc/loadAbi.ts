/** viem's ABI coder and hashing, loaded once on first use (a plain balance read never loads it). */
import * as Effect from "effect/Effect"
import { AbiDecodingError } from "../../../schemas/errors/chainRpc.js"
import type { Hex } from "../../../services/ChainRpc.js"

type Abi = typeof import("./abi.js")

let loading: Promise<Abi> | undefined

/** The ABI module (a failed chunk load is a defect: the page cannot run this code at all). */
export const loadAbi: Effect.Effect<Abi> = Effect.promise(() => (loading ??= import("./abi.js")))

/** Decodes `data` with one of abi.ts's decoders; data that does not decode is AbiDecodingError. */
export const decodeWith = <A>(decode: (abi: Abi, data: Hex) => A, data: Hex): Effect.Effect<A, AbiDecodingError> =>
  Effect.flatMap(loadAbi, (abi) => Effect.try({ try: () => decode(abi, data), catch: () => new AbiDecodingError({ data }) }))
