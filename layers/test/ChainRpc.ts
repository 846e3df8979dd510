/**
 * ChainRpc in memory: balances, ERC-20 tokens, nonces, fees and broadcast transactions, settable during a test;
 * unknown networks fail like the live layer. Sends are recorded by hash (a rebroadcast of the same signed bytes is
 * recorded once, as on a chain) and mined at once unless `autoMine` is off.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { keccak256 } from "viem"
import type { Network } from "../../schemas/entities/Network.js"
import { AbiDecodingError, type ChainRpcError, RpcHttpError, RpcRequestError } from "../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import type { Hex } from "../../schemas/siwx/verify/types.js"
import {
  type Address,
  ChainRpc,
  type ChainRpcFailure,
  type ChainRpcShape,
  type Fees,
  type TransactionReceipt
} from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"
import type { FakeSentTransaction } from "./fakeWalletParams.js"

export interface TestToken {
  readonly symbol: string
  readonly decimals: number
  /** Balance in the token's smallest unit per lower-cased address. */
  readonly balances: Map<string, bigint>
}

export interface TestChain {
  /** Balance in the smallest unit per lower-cased address; missing addresses hold 0. */
  readonly balances: Map<string, bigint>
  /** ERC-20 tokens per lower-cased contract address. */
  readonly tokens: Map<string, TestToken>
  /** Next nonce per lower-cased address (missing: 0). */
  readonly nonces: Map<string, number>
  /** Contract code per lower-cased address (missing: "0x", an account with no code). */
  readonly code: Map<string, Hex>
  /** Broadcast transactions by hash, in order, each once. */
  readonly sent: Map<Hex, Hex>
  /** Receipts by hash; a sent transaction gets one at once when `autoMine` is on. */
  readonly receipts: Map<Hex, TransactionReceipt>
  autoMine: boolean
  fees: Fees
  gasEstimate: bigint
  blockNumber: bigint
  /** When set, every read fails with this error. */
  failWith: ChainRpcError | undefined
  /** When set, every read waits for this effect first (e.g. a Deferred a test completes, or a TestClock sleep). */
  delay: Effect.Effect<void> | undefined
}

export const makeTestChain = (balances: Readonly<Record<string, bigint>> = {}): TestChain => ({
  balances: new Map(Object.entries(balances).map(([address, wei]) => [address.toLowerCase(), wei])),
  tokens: new Map(),
  nonces: new Map(),
  code: new Map(),
  sent: new Map(),
  receipts: new Map(),
  autoMine: true,
  fees: { type: "eip1559", baseFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n, maxFeePerGas: 2_200_000_000n },
  gasEstimate: 21_000n,
  blockNumber: 1n,
  failWith: undefined,
  delay: undefined
})

/** Waits for the chain's delay, then fails with its error if one is set. */
const gate = (chain: TestChain): Effect.Effect<void, ChainRpcError> =>
  Effect.gen(function*() {
    if (chain.delay !== undefined) yield* chain.delay
    if (chain.failWith !== undefined) return yield* Effect.fail(chain.failWith)
  })

/** A read on the test chain, as of when the read finishes. */
const read = <A>(chain: TestChain, value: () => A): Effect.Effect<A, ChainRpcError> => Effect.zipRight(gate(chain), Effect.sync(value))

/** A balance read on the test chain, as of when the read finishes. */
export const readTestBalance = (chain: TestChain, address: string): Effect.Effect<bigint, ChainRpcError> =>
  read(chain, () => chain.balances.get(address.toLowerCase()) ?? 0n)

/** Mines a sent transaction now (for tests that turned `autoMine` off). */
export const mineTestTransaction = (chain: TestChain, hash: Hex, status: TransactionReceipt["status"] = "success"): void => {
  chain.blockNumber += 1n
  chain.receipts.set(hash, {
    transactionHash: hash,
    blockHash: keccak256(`0x${chain.blockNumber.toString(16).padStart(64, "0")}`),
    blockNumber: chain.blockNumber,
    status,
    from: "0x0000000000000000000000000000000000000000",
    to: null,
    contractAddress: null,
    gasUsed: 21_000n,
    effectiveGasPrice: 1_000_000_000n
  })
}

/**
 * A transaction a fake wallet sent (`eth_sendTransaction`, layers/test/fakeWallet.ts) as the chain sees it:
 * recorded by hash, the sender's nonce taken, its value moved (no gas charged, so balances stay round in
 * tests) and mined at once when `autoMine` is on. Once per hash.
 */
export const recordWalletTransaction = (chain: TestChain, transaction: FakeSentTransaction): void => {
  const { hash, request } = transaction
  if (chain.sent.has(hash)) return
  chain.sent.set(hash, "0x")
  const from = request.from.toLowerCase()
  chain.nonces.set(from, (chain.nonces.get(from) ?? 0) + 1)
  const value = request.value === undefined ? 0n : BigInt(request.value)
  if (value > 0n && request.to !== undefined) {
    const to = request.to.toLowerCase()
    chain.balances.set(from, (chain.balances.get(from) ?? 0n) - value)
    chain.balances.set(to, (chain.balances.get(to) ?? 0n) + value)
  }
  if (chain.autoMine) mineTestTransaction(chain, hash)
}

const TEST_URL = "test://chain"
const noMethod = (method: string) => new RpcRequestError({ url: TEST_URL, code: -32601, details: `${method} is not faked` })
const hex = (n: bigint | number): string => `0x${n.toString(16)}`
const addressParam = (params: ReadonlyArray<unknown>): string => String(params[0] ?? "").toLowerCase()

/** What a node would answer on the wire for the methods the test chain models (undefined: not modelled). */
const wireAnswer = (
  chain: TestChain,
  caipNetworkId: string,
  method: string,
  params: ReadonlyArray<unknown>
): { readonly result: unknown } | undefined => {
  switch (method) {
    case "eth_chainId":
      return { result: hex(Number(caipNetworkId.split(":")[1])) }
    case "eth_blockNumber":
      return { result: hex(chain.blockNumber) }
    case "eth_getBalance":
      return { result: hex(chain.balances.get(addressParam(params)) ?? 0n) }
    case "eth_getTransactionCount":
      return { result: hex(chain.nonces.get(addressParam(params)) ?? 0) }
    case "eth_getCode":
      return { result: chain.code.get(addressParam(params)) ?? "0x" }
    case "eth_estimateGas":
      return { result: hex(chain.gasEstimate) }
    case "eth_gasPrice":
      return { result: hex(chain.fees.type === "legacy" ? chain.fees.gasPrice : chain.fees.maxFeePerGas) }
    default:
      return undefined
  }
}

/** The ChainRpc shape over a test chain, for the host's networks. */
export const testChainRpc = (chain: TestChain, networks: ReadonlyArray<Network>): ChainRpcShape => {
  const known = <A, E>(caipNetworkId: string, effect: Effect.Effect<A, E>): Effect.Effect<A, E | ChainNotConfigured> =>
    networks.some((n) => n.caipNetworkId === caipNetworkId)
      ? effect
      : Effect.fail(new ChainNotConfigured({ chainId: caipNetworkId }))
  const token = (address: Address): Effect.Effect<TestToken, AbiDecodingError> => {
    const found = chain.tokens.get(address.toLowerCase())
    return found === undefined ? Effect.fail(new AbiDecodingError({ data: "0x" })) : Effect.succeed(found)
  }
  const fail = (method: string): Effect.Effect<never, ChainRpcFailure> => Effect.fail(noMethod(method))
  return {
    getBalance: (id, address) => known(id, readTestBalance(chain, address)),
    getChainId: (id) => known(id, read(chain, () => Number(id.split(":")[1]))),
    request: (id, method, params, schema) =>
      known(
        id,
        Effect.gen(function*() {
          yield* gate(chain)
          const wire = wireAnswer(chain, id, method, params)
          if (wire === undefined) return yield* Effect.fail(noMethod(method))
          return yield* Schema.decodeUnknown(schema)(wire.result).pipe(
            Effect.mapError((cause) => new RpcHttpError({ url: TEST_URL, status: 200, cause }))
          )
        })
      ),
    getBlockNumber: (id) => known(id, read(chain, () => chain.blockNumber)),
    getCode: (id, address) => known(id, read(chain, () => chain.code.get(address.toLowerCase()) ?? "0x")),
    getTransactionCount: (id, address) => known(id, read(chain, () => chain.nonces.get(address.toLowerCase()) ?? 0)),
    estimateGas: (id) => known(id, read(chain, () => chain.gasEstimate)),
    getFees: (id) => known(id, read(chain, () => chain.fees)),
    call: (id) => known(id, Effect.zipRight(gate(chain), fail("eth_call"))),
    sendRawTransaction: (id, signed) =>
      known(
        id,
        read(chain, () => {
          const hash = keccak256(signed)
          if (!chain.sent.has(hash)) {
            chain.sent.set(hash, signed)
            if (chain.autoMine) mineTestTransaction(chain, hash)
          }
          return hash
        })
      ),
    waitForReceipt: (id, hash) =>
      known(
        id,
        Effect.flatMap(gate(chain), () => {
          const receipt = chain.receipts.get(hash)
          // Unmined: wait until a test mines it (polls on the Clock, so TestClock drives it).
          const poll: Effect.Effect<TransactionReceipt> = Effect.suspend(() => {
            const now = chain.receipts.get(hash)
            return now !== undefined ? Effect.succeed(now) : Effect.zipRight(Effect.sleep("50 millis"), poll)
          })
          return receipt !== undefined ? Effect.succeed(receipt) : poll
        })
      ),
    erc20BalanceOf: (id, address, owner) =>
      known(id, Effect.flatMap(gate(chain), () => Effect.map(token(address), (t) => t.balances.get(owner.toLowerCase()) ?? 0n))),
    erc20Decimals: (id, address) => known(id, Effect.flatMap(gate(chain), () => Effect.map(token(address), (t) => t.decimals))),
    erc20Symbol: (id, address) => known(id, Effect.flatMap(gate(chain), () => Effect.map(token(address), (t) => t.symbol)))
  }
}

export const ChainRpcTest = (chain: TestChain): Layer.Layer<ChainRpc, never, Config> =>
  Layer.effect(ChainRpc, Effect.map(Config, (config) => testChainRpc(chain, config.networks)))
