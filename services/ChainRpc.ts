/** Chain RPC (SPEC §7): reads from the configured RPC URLs of each network. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { ChainRpcError } from "../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../schemas/errors/connectors.js"

export interface ChainRpcShape {
  /** eth_getBalance in wei. Fails: ChainNotConfigured, RpcTimeout, RpcHttpError, RpcRequestError, MissingTransportUrl. */
  readonly getBalance: (
    caipNetworkId: string,
    address: `0x${string}`
  ) => Effect.Effect<bigint, ChainRpcError | ChainNotConfigured>
  /** eth_chainId of the endpoint. Same failures as getBalance. */
  readonly getChainId: (caipNetworkId: string) => Effect.Effect<number, ChainRpcError | ChainNotConfigured>
}

export class ChainRpc extends Context.Tag("walletport/ChainRpc")<ChainRpc, ChainRpcShape>() {}
