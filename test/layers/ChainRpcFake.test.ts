/** The in-memory ChainRpc the flows are tested with: it behaves like a chain where the flows can tell. */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { keccak256 } from "viem"
import { Quantity } from "../../layers/live/rpc/codecs.js"
import { makeTestChain, mineTestTransaction, testChainRpc } from "../../layers/test/ChainRpc.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { untilSleeping } from "../services/harness.js"

const ALICE = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3"

describe("ChainRpcTest", () => {
  it.effect("request decodes what a node would send; unmodelled methods say so", () =>
    Effect.gen(function*() {
      const chain = makeTestChain({ [ALICE]: 7n })
      const rpc = testChainRpc(chain, [mainnet])
      assert.strictEqual(yield* rpc.request("eip155:1", "eth_getBalance", [ALICE, "latest"], Quantity), 7n)
      const error = yield* Effect.flip(rpc.request("eip155:1", "eth_foo", [], Quantity))
      assert.strictEqual(error._tag, "RpcRequestError")
      assert.strictEqual((yield* Effect.flip(rpc.getBalance("eip155:5", ALICE)))._tag, "ChainNotConfigured")
    }))

  it.effect("a rebroadcast of the same bytes is recorded once; the receipt waits until mined", () =>
    Effect.gen(function*() {
      const chain = makeTestChain()
      chain.autoMine = false
      const rpc = testChainRpc(chain, [mainnet])
      const signed = "0x02f86b"
      const hash = yield* rpc.sendRawTransaction("eip155:1", signed)
      assert.strictEqual(yield* rpc.sendRawTransaction("eip155:1", signed), hash)
      assert.strictEqual(hash, keccak256(signed))
      assert.strictEqual(chain.sent.size, 1)
      const fiber = yield* Effect.fork(rpc.waitForReceipt("eip155:1", hash))
      yield* untilSleeping
      mineTestTransaction(chain, hash, "reverted")
      yield* TestClock.adjust("50 millis")
      assert.strictEqual((yield* Fiber.join(fiber)).status, "reverted")
    }))

  it.effect("ERC-20 reads come from the tokens; an unknown token is AbiDecodingError", () =>
    Effect.gen(function*() {
      const chain = makeTestChain()
      chain.tokens.set(TOKEN.toLowerCase(), { symbol: "TKN", decimals: 6, balances: new Map([[ALICE.toLowerCase(), 5n]]) })
      const rpc = testChainRpc(chain, [mainnet])
      assert.strictEqual(yield* rpc.erc20BalanceOf("eip155:1", TOKEN, ALICE), 5n)
      assert.strictEqual(yield* rpc.erc20Symbol("eip155:1", TOKEN), "TKN")
      assert.strictEqual((yield* Effect.flip(rpc.erc20Decimals("eip155:1", ALICE)))._tag, "AbiDecodingError")
    }))
})
