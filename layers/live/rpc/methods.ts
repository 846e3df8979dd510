/**
 * The ChainRpc methods over a per-network transport: params encoded, results decoded with Schemas, the send
 * made safe to retry, fees and receipts per SPEC §9. The policy (retry, fallback, batching) is the transport's.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { RECEIPT_WAIT_TIMEOUT_MS } from "../../../schemas/constants.js"
import { type AbiDecodingError, type ChainRpcError, type MissingTransportUrl, ReceiptTimeout } from "../../../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import type { Address, ChainRpcShape, TransactionReceipt } from "../../../services/ChainRpc.js"
import { FeeBlock, HexData, KnownTransaction, MaybeReceipt, Quantity, SmallQuantity, toReceipt } from "./codecs.js"
import { eip1559Fees, legacyFees } from "./fees.js"
import { decodeWith, loadAbi } from "./loadAbi.js"
import { receiptRetrySchedule } from "./policy.js"
import type { Transport } from "./transport.js"
import { toRpcCall } from "./wire.js"

export interface MethodSettings {
  /** SPEC §9: 4 s between receipt polls; local chains and tests pass less. */
  readonly pollingIntervalMs: number
  /** The eth_call path of ERC-20 reads (the multicall batcher when enabled, else a plain eth_call). */
  readonly readCall?: (
    caipNetworkId: string,
    to: Address,
    data: Hex
  ) => Effect.Effect<Hex, ChainRpcError | ChainNotConfigured | AbiDecodingError>
}

type TransportFor = (caipNetworkId: string) => Effect.Effect<Transport, ChainNotConfigured | MissingTransportUrl>

export const makeMethods = (transportFor: TransportFor, settings: MethodSettings): ChainRpcShape => {
  const request: ChainRpcShape["request"] = (caipNetworkId, method, params, schema) =>
    Effect.flatMap(transportFor(caipNetworkId), (t) => t.request(method, params, Schema.decodeUnknownEither(schema)))

  const call: ChainRpcShape["call"] = (caipNetworkId, callRequest) =>
    request(caipNetworkId, "eth_call", [toRpcCall(callRequest), "latest"], HexData)
  const readCall = settings.readCall ?? ((caipNetworkId: string, to: Address, data: Hex) => call(caipNetworkId, { to, data }))

  const getFees: ChainRpcShape["getFees"] = (caipNetworkId) =>
    Effect.gen(function*() {
      const block = yield* request(caipNetworkId, "eth_getBlockByNumber", ["latest", false], FeeBlock)
      const baseFee = block.baseFeePerGas
      if (baseFee === undefined || baseFee === null) {
        return legacyFees(yield* request(caipNetworkId, "eth_gasPrice", [], Quantity))
      }
      // Nodes without eth_maxPriorityFeePerGas: the tip is what the gas price pays above the base fee.
      const tip = yield* request(caipNetworkId, "eth_maxPriorityFeePerGas", [], Quantity).pipe(
        Effect.catchIf(
          (error) => error._tag === "RpcRequestError",
          () =>
            Effect.map(request(caipNetworkId, "eth_gasPrice", [], Quantity), (price) =>
              price > baseFee ? price - baseFee : 0n)
        )
      )
      return eip1559Fees(baseFee, tip)
    })

  const sendRawTransaction: ChainRpcShape["sendRawTransaction"] = (caipNetworkId, signed) =>
    Effect.gen(function*() {
      const hash = (yield* loadAbi).keccak256(signed)
      // A retry after a lost answer meets "already known" or "nonce too low": if the node knows this very hash,
      // the first attempt landed and the send succeeded; the transaction exists once, as its nonce guarantees.
      const landed = request(caipNetworkId, "eth_getTransactionByHash", [hash], KnownTransaction).pipe(
        Effect.map((tx) => tx !== null && tx.hash.toLowerCase() === hash.toLowerCase())
      )
      return yield* request(caipNetworkId, "eth_sendRawTransaction", [signed], HexData).pipe(
        Effect.catchIf(
          (error) => error._tag === "NodeError" && error.kind === "nonceTooLow",
          (error) => Effect.flatMap(landed, (known) => known ? Effect.succeed(hash) : Effect.fail(error))
        )
      )
    })

  const waitForReceipt: ChainRpcShape["waitForReceipt"] = (caipNetworkId, hash) => {
    const fetchReceipt = request(caipNetworkId, "eth_getTransactionReceipt", [hash], MaybeReceipt).pipe(
      Effect.retry(receiptRetrySchedule)
    )
    // 1 confirmation (SPEC §9): a receipt is in a mined block, which is its first confirmation.
    const poll: Effect.Effect<TransactionReceipt, ChainRpcError | ChainNotConfigured> = Effect.flatMap(
      fetchReceipt,
      (receipt) =>
        receipt !== null
          ? Effect.succeed(toReceipt(receipt))
          : Effect.zipRight(Effect.sleep(Duration.millis(settings.pollingIntervalMs)), Effect.suspend(() => poll))
    )
    return poll.pipe(
      Effect.timeoutFail({ duration: Duration.millis(RECEIPT_WAIT_TIMEOUT_MS), onTimeout: () => new ReceiptTimeout({ hash }) })
    )
  }

  return {
    request,
    call,
    getFees,
    sendRawTransaction,
    waitForReceipt,
    getBalance: (caipNetworkId, address) => request(caipNetworkId, "eth_getBalance", [address, "latest"], Quantity),
    getChainId: (caipNetworkId) => request(caipNetworkId, "eth_chainId", [], SmallQuantity),
    getBlockNumber: (caipNetworkId) => request(caipNetworkId, "eth_blockNumber", [], Quantity),
    getCode: (caipNetworkId, address) => request(caipNetworkId, "eth_getCode", [address, "latest"], HexData),
    getTransactionCount: (caipNetworkId, address, blockTag = "pending") =>
      request(caipNetworkId, "eth_getTransactionCount", [address, blockTag], SmallQuantity),
    estimateGas: (caipNetworkId, callRequest) =>
      request(caipNetworkId, "eth_estimateGas", [toRpcCall(callRequest)], Quantity),
    erc20BalanceOf: (caipNetworkId, token, owner) =>
      loadAbi.pipe(
        Effect.flatMap((abi) => readCall(caipNetworkId, token, abi.balanceOfData(owner))),
        Effect.flatMap((data) => decodeWith((abi, d) => abi.decodeBalanceOf(d), data))
      ),
    erc20Decimals: (caipNetworkId, token) =>
      loadAbi.pipe(
        Effect.flatMap((abi) => readCall(caipNetworkId, token, abi.decimalsData())),
        Effect.flatMap((data) => decodeWith((abi, d) => abi.decodeDecimals(d), data))
      ),
    erc20Symbol: (caipNetworkId, token) =>
      loadAbi.pipe(
        Effect.flatMap((abi) => readCall(caipNetworkId, token, abi.symbolData())),
        Effect.flatMap((data) => decodeWith((abi, d) => abi.decodeSymbol(d), data))
      )
  }
}
