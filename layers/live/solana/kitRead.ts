/** One read through a lazily imported @solana/kit chunk, as the catalogue's RPC errors, bounded by the RPC timeout. */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { RPC_TIMEOUT_MS } from "../../../schemas/constants.js"
import { type ChainRpcError, RpcHttpError, RpcTimeout } from "../../../schemas/errors/chainRpc.js"

/** A lazily loaded kit chunk: it maps kit's errors to the catalogue's. */
interface KitChunk {
  readonly toChainRpcError: (url: string, error: unknown) => ChainRpcError
}

/** One kit read: `load` imports the chunk on first use; a failure is a catalogue RPC error; 10 s at most. */
export const kitRead = <M extends KitChunk, A>(url: string, load: () => Promise<M>, run: (kit: M, signal: AbortSignal) => Promise<A>) =>
  Effect.tryPromise({ try: load, catch: (cause) => new RpcHttpError({ url, cause }) }).pipe(
    Effect.flatMap((kit) => Effect.tryPromise({ try: (signal) => run(kit, signal), catch: (error) => kit.toChainRpcError(url, error) })),
    Effect.timeoutFail({ duration: Duration.millis(RPC_TIMEOUT_MS), onTimeout: () => new RpcTimeout({ url }) })
  )
