/**
 * Chain RPC: the JSON-RPC boundary of each network. One policy for every call — endpoint choice
 * (gateway, the network's URLs, the host's override), retry, fallback, batching, multicall, typed errors — lives
 * in the live layer; callers see typed reads and sends.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import type { AbiDecodingError, ChainRpcError, ReceiptTimeout } from "../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../schemas/errors/connectors.js"
import type { Hex } from "../schemas/siwx/verify/types.js"

export type Address = `0x${string}`

/** Every failure of a ChainRpc call: a catalogue error, or the network is not one of the host's. */
export type ChainRpcFailure = ChainRpcError | ChainNotConfigured

/** The fields of `eth_call` / `eth_estimateGas` (quantities as bigint; encoded to hex by the layer). */
export interface CallRequest {
  readonly from?: Address
  readonly to?: Address
  readonly data?: Hex
  readonly value?: bigint
  readonly gas?: bigint
  readonly nonce?: number
  readonly gasPrice?: bigint
  readonly maxFeePerGas?: bigint
  readonly maxPriorityFeePerGas?: bigint
}

/** Fees, base fee already multiplied by 1.2: EIP-1559 when the chain's blocks carry a base fee, else legacy. */
export type Fees =
  | {
    readonly type: "eip1559"
    readonly baseFeePerGas: bigint
    readonly maxFeePerGas: bigint
    readonly maxPriorityFeePerGas: bigint
  }
  | { readonly type: "legacy"; readonly gasPrice: bigint }

/** The receipt fields the flows use; `status` "reverted" is a mined failure, not an RPC error. */
export interface TransactionReceipt {
  readonly transactionHash: Hex
  readonly blockHash: Hex
  readonly blockNumber: bigint
  readonly status: "success" | "reverted"
  readonly from: Address
  readonly to: Address | null
  readonly contractAddress: Address | null
  readonly gasUsed: bigint
  readonly effectiveGasPrice: bigint
}

export interface ChainRpcShape {
  /** eth_getBalance in wei. Fails: ChainNotConfigured, RpcTimeout, RpcHttpError, RpcRequestError, MissingTransportUrl. */
  readonly getBalance: (caipNetworkId: string, address: Address) => Effect.Effect<bigint, ChainRpcFailure>
  /** eth_chainId of the endpoint. Same failures as getBalance. */
  readonly getChainId: (caipNetworkId: string) => Effect.Effect<number, ChainRpcFailure>
  /**
   * Any JSON-RPC method under the shared policy, its result decoded with `schema` (a result that does not decode
   * is an RpcHttpError with the parse error as cause). Fails: ChainRpcFailure (node errors as NodeError).
   */
  readonly request: <A, I>(
    caipNetworkId: string,
    method: string,
    params: ReadonlyArray<unknown>,
    schema: Schema.Schema<A, I, never>
  ) => Effect.Effect<A, ChainRpcFailure>
  /** eth_blockNumber. Fails: ChainRpcFailure. */
  readonly getBlockNumber: (caipNetworkId: string) => Effect.Effect<bigint, ChainRpcFailure>
  /** eth_getCode ("0x" for an account with no code, e.g. an undeployed smart account). Fails: ChainRpcFailure. */
  readonly getCode: (caipNetworkId: string, address: Address) => Effect.Effect<Hex, ChainRpcFailure>
  /** eth_getTransactionCount at "pending" (default) or "latest". Fails: ChainRpcFailure. */
  readonly getTransactionCount: (
    caipNetworkId: string,
    address: Address,
    blockTag?: "pending" | "latest"
  ) => Effect.Effect<number, ChainRpcFailure>
  /** eth_estimateGas. Fails: ChainRpcFailure; a revert or a balance too low is a NodeError. */
  readonly estimateGas: (caipNetworkId: string, request: CallRequest) => Effect.Effect<bigint, ChainRpcFailure>
  /** Fee estimate (base fee × 1.2 + tip, or gas price × 1.2 on legacy chains). Fails: ChainRpcFailure. */
  readonly getFees: (caipNetworkId: string) => Effect.Effect<Fees, ChainRpcFailure>
  /** eth_call at "latest"; the raw return data. Fails: ChainRpcFailure (a revert is NodeError "executionReverted"). */
  readonly call: (caipNetworkId: string, request: CallRequest) => Effect.Effect<Hex, ChainRpcFailure>
  /**
   * eth_sendRawTransaction of a signed transaction; the hash. Never broadcasts twice to effect: a retried send whose
   * first answer was lost succeeds with the same hash. Fails: ChainRpcFailure (nonce, funds, fee: NodeError).
   */
  readonly sendRawTransaction: (caipNetworkId: string, signed: Hex) => Effect.Effect<Hex, ChainRpcFailure>
  /**
   * The receipt once mined with 1 confirmation, polled every 4 s (configurable), 6 retries of a missing
   * receipt at 200 ms × 2^attempt, 180 s overall. Fails: ChainRpcFailure, ReceiptTimeout.
   */
  readonly waitForReceipt: (
    caipNetworkId: string,
    hash: Hex
  ) => Effect.Effect<TransactionReceipt, ChainRpcFailure | ReceiptTimeout>
  /** ERC-20 balanceOf (multicall-batched with other reads). Fails: ChainRpcFailure, AbiDecodingError. */
  readonly erc20BalanceOf: (
    caipNetworkId: string,
    token: Address,
    owner: Address
  ) => Effect.Effect<bigint, ChainRpcFailure | AbiDecodingError>
  /** ERC-20 decimals (multicall-batched). Fails: ChainRpcFailure, AbiDecodingError. */
  readonly erc20Decimals: (caipNetworkId: string, token: Address) => Effect.Effect<number, ChainRpcFailure | AbiDecodingError>
  /** ERC-20 symbol (multicall-batched). Fails: ChainRpcFailure, AbiDecodingError. */
  readonly erc20Symbol: (caipNetworkId: string, token: Address) => Effect.Effect<string, ChainRpcFailure | AbiDecodingError>
}

export class ChainRpc extends Context.Tag("walletport/ChainRpc")<ChainRpc, ChainRpcShape>() {}
