/**
 * The ChainRpc methods over a scripted node: fees with the 1.2 multiplier, a send retried after a lost answer,
 * receipts polled on the TestClock (and timed out at 180 s), ERC-20 reads through Multicall3 and without it.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { decodeFunctionData, encodeAbiParameters, encodeFunctionResult, erc20Abi, keccak256, multicall3Abi } from "viem"
import { loadAbi } from "../../../layers/live/rpc/loadAbi.js"
import { MULTICALL3_ADDRESS } from "../../../layers/live/rpc/multicall.js"
import { eventually, untilSleeping } from "../../services/harness.js"
import { fakeNode, rpcOver } from "./fakeNode.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
const SIGNED = "0x02f86b827a6980843b9aca00847735940082520894"
const HASH = keccak256(SIGNED)
const RECEIPT = {
  transactionHash: HASH,
  blockHash: `0x${"ab".repeat(32)}`,
  blockNumber: "0x10",
  status: "0x1",
  from: ADDRESS,
  to: TOKEN,
  contractAddress: null,
  gasUsed: "0x5208",
  effectiveGasPrice: "0x3b9aca00"
}

describe("fees (SPEC §9: base fee × 1.2)", () => {
  it.effect("EIP-1559: maxFee = base fee × 1.2 + tip", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) =>
        call.method === "eth_getBlockByNumber" ? { result: { baseFeePerGas: "0x64" } } : { result: "0xa" }
      )
      const fees = yield* (yield* rpcOver(node)).getFees("eip155:1")
      assert.deepStrictEqual(fees, { type: "eip1559", baseFeePerGas: 100n, maxPriorityFeePerGas: 10n, maxFeePerGas: 130n })
    }))

  it.effect("legacy chains (no base fee): gas price × 1.2", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) => call.method === "eth_getBlockByNumber" ? { result: {} } : { result: "0x3e8" })
      assert.deepStrictEqual(yield* (yield* rpcOver(node)).getFees("eip155:1"), { type: "legacy", gasPrice: 1200n })
    }))

  it.effect("no eth_maxPriorityFeePerGas: the tip is gas price minus base fee", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) =>
        call.method === "eth_getBlockByNumber"
          ? { result: { baseFeePerGas: "0x64" } }
          : call.method === "eth_maxPriorityFeePerGas"
          ? { error: { code: -32601, message: "method not found" } }
          : { result: "0x6e" }
      )
      const fees = yield* (yield* rpcOver(node)).getFees("eip155:1")
      assert.deepStrictEqual(fees, { type: "eip1559", baseFeePerGas: 100n, maxPriorityFeePerGas: 10n, maxFeePerGas: 130n })
    }))
})

describe("sendRawTransaction", () => {
  it.effect("an answer lost after the broadcast: the retry meets 'already known', the node has the hash → success", () =>
    Effect.gen(function*() {
      const node = fakeNode((call, _url, n) => {
        if (call.method === "eth_sendRawTransaction") return n === 0 ? "reject" : { error: { code: -32000, message: "already known" } }
        return { result: { hash: HASH, blockNumber: null } }
      })
      yield* loadAbi // the lazy viem chunk, loaded in real time before the TestClock steps
      const fiber = yield* Effect.fork((yield* rpcOver(node)).sendRawTransaction("eip155:1", SIGNED))
      yield* untilSleeping
      yield* TestClock.adjust("150 millis")
      assert.strictEqual(yield* Fiber.join(fiber), HASH)
      assert.strictEqual(node.calls().filter((c) => c.method === "eth_sendRawTransaction").length, 2)
    }))

  it.effect("nonce too low for another transaction (the hash is unknown) stays NodeError", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) =>
        call.method === "eth_sendRawTransaction" ? { error: { code: -32000, message: "nonce too low" } } : { result: null }
      )
      const error = yield* Effect.flip((yield* rpcOver(node)).sendRawTransaction("eip155:1", SIGNED))
      assert.strictEqual(error._tag, "NodeError")
      if (error._tag === "NodeError") assert.strictEqual(error.kind, "nonceTooLow")
    }))

  it.effect("insufficient funds is NodeError with the catalogue text, sent once", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => ({ error: { code: -32000, message: "insufficient funds for gas * price + value" } }))
      const error = yield* Effect.flip((yield* rpcOver(node)).sendRawTransaction("eip155:1", SIGNED))
      assert.strictEqual(error.message, "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.")
      assert.strictEqual(node.calls().length, 1)
    }))
})

describe("waitForReceipt (SPEC §9)", () => {
  it.effect("polls at the configured interval until the receipt is in", () =>
    Effect.gen(function*() {
      const node = fakeNode((_call, _url, n) => ({ result: n < 2 ? null : RECEIPT }))
      const fiber = yield* Effect.fork((yield* rpcOver(node)).waitForReceipt("eip155:1", HASH))
      for (let poll = 1; poll <= 2; poll++) {
        yield* eventually(() => node.calls().length === poll)
        yield* untilSleeping
        yield* TestClock.adjust("3999 millis")
        assert.strictEqual(node.calls().length, poll)
        yield* TestClock.adjust("1 millis")
      }
      const receipt = yield* Fiber.join(fiber)
      assert.strictEqual(receipt.status, "success")
      assert.strictEqual(receipt.blockNumber, 16n)
      assert.strictEqual(receipt.gasUsed, 21000n)
    }))

  it.effect("a node that never mines it: ReceiptTimeout after 180 s", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => ({ result: null }))
      const fiber = yield* Effect.fork(Effect.flip((yield* rpcOver(node)).waitForReceipt("eip155:1", HASH)))
      yield* untilSleeping
      yield* TestClock.adjust("180 seconds")
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error._tag, "ReceiptTimeout")
      assert.include(error.message, HASH)
      // One poll at 0 s, then every 4 s (the one due at 180 s may start as the timeout fires); none after.
      assert.isAtLeast(node.calls().length, 45)
      assert.isAtMost(node.calls().length, 46)
      yield* TestClock.adjust("60 seconds")
      assert.isAtMost(node.calls().length, 46)
    }))
})

describe("ERC-20 reads and multicall", () => {
  const balance = encodeAbiParameters([{ type: "uint256" }], [5n])
  it.effect("same-tick reads go as one aggregate3 to Multicall3; a failed entry is a revert", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) => {
        const [tx] = call.params
        const data = typeof tx === "object" && tx !== null && "data" in tx && typeof tx.data === "string" ? tx.data : "0x"
        const { args } = decodeFunctionData({ abi: multicall3Abi, data: data as `0x${string}` })
        assert.strictEqual(args?.[0]?.length, 3)
        return {
          result: encodeFunctionResult({
            abi: multicall3Abi,
            functionName: "aggregate3",
            result: [
              { success: true, returnData: balance },
              { success: true, returnData: encodeFunctionResult({ abi: erc20Abi, functionName: "decimals", result: 6 }) },
              { success: false, returnData: "0x" }
            ]
          })
        }
      })
      const rpc = yield* rpcOver(node)
      const [bal, decimals, symbol] = yield* Effect.all(
        [rpc.erc20BalanceOf("eip155:1", TOKEN, ADDRESS), rpc.erc20Decimals("eip155:1", TOKEN), Effect.flip(rpc.erc20Symbol("eip155:1", TOKEN))],
        { concurrency: "unbounded" }
      )
      assert.deepStrictEqual([bal, decimals, symbol._tag], [5n, 6, "NodeError"])
      assert.strictEqual(node.calls().length, 1)
      const [tx] = node.calls()[0]?.params ?? []
      assert.deepInclude(tx, { to: MULTICALL3_ADDRESS })
    }))

  it.effect("no Multicall3 on the chain (aggregate answers 0x): each read goes alone and still succeeds", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) => {
        const [tx] = call.params
        const to = typeof tx === "object" && tx !== null && "to" in tx ? tx.to : undefined
        return { result: to === MULTICALL3_ADDRESS ? "0x" : balance }
      })
      const rpc = yield* rpcOver(node)
      const balances = yield* Effect.all(
        [rpc.erc20BalanceOf("eip155:1", TOKEN, ADDRESS), rpc.erc20BalanceOf("eip155:1", TOKEN, TOKEN)],
        { concurrency: "unbounded" }
      )
      assert.deepStrictEqual(balances, [5n, 5n])
    }))

  it.effect("undecodable return data is AbiDecodingError", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => ({ result: "0x" }))
      const error = yield* Effect.flip((yield* rpcOver(node, { multicall: false })).erc20Decimals("eip155:1", TOKEN))
      assert.strictEqual(error._tag, "AbiDecodingError")
    }))
})
