/**
 * An instance's runtime logs through the host's `logger` option (issue 24), and not at all for handled,
 * expected failures: a visitor's reject in the wallet, an attempt abandoned with Back (interrupted).
 */
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it } from "vitest"
import { makeTestChain } from "../../../layers/test/ChainRpc.js"
import { fakeEvmAdapter } from "../../../layers/test/evmAdapter.js"
import { makeFakeWallet } from "../../../layers/test/fakeWallet.js"
import { defineAdapter } from "../../../schemas/adapterDescriptor.js"
import * as intents from "../../../runtime/intents.js"
import type { LoadedTestWalletport } from "../../../runtime/testing.js"
import { DisconnectFailed } from "../../../schemas/errors/connectors.js"
import type { WalletportLogEntry } from "../../../schemas/hostLogger.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { Connection } from "../../../services/Connection.js"
import { createLoadedTestWalletport } from "../loadedTestWalletport.js"

let instance: LoadedTestWalletport | undefined
afterEach(async () => {
  await instance?.dispose()
  instance = undefined
})

const start = async (mode: "reject" | "hold") => {
  const entries: Array<WalletportLogEntry> = []
  const wallet = makeFakeWallet({ mode })
  instance = await createLoadedTestWalletport(
    { projectId: "p", networks: [mainnet], logger: (entry) => entries.push(entry) },
    { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
  )
  return { instance, wallet, entries }
}

/** A failure no view handles, run as a click runs it: logged. Waited for, so that anything logged before it is in. */
const logSentinel = async (loaded: LoadedTestWalletport, entries: ReadonlyArray<WalletportLogEntry>) => {
  loaded.internals.run(Effect.fail(new DisconnectFailed({ cause: new Error("sentinel") })))
  await expect.poll(() => entries.length).toBeGreaterThan(0)
}

describe("an instance's log lines", () => {
  it("an unexpected failure of an action reaches the host logger at the error level, with its cause", async () => {
    const { instance: loaded, entries } = await start("reject")
    await logSentinel(loaded, entries)
    expect(entries).toEqual([{
      level: "error",
      message: "action failed: Failed to disconnect",
      error: expect.objectContaining({ _tag: "DisconnectFailed" }),
      cause: new Error("sentinel")
    }])
  })

  it("a line written while the runtime is built reaches the host logger too (an adapter that does not load)", async () => {
    const entries: Array<WalletportLogEntry> = []
    const evm = fakeEvmAdapter([{ id: "io.fake", name: "Fake", wallet: makeFakeWallet() }], makeTestChain())
    const offline = new Error("offline")
    instance = await createLoadedTestWalletport({
      projectId: "p",
      networks: [mainnet],
      adapters: [evm.adapter, defineAdapter("solana", () => Promise.reject(offline))],
      logger: (entry) => entries.push(entry)
    })
    expect(entries).toEqual([{
      level: "error",
      message: "the solana adapter could not be loaded: Could not load part of the wallet modal. Check your connection and try again.",
      error: expect.objectContaining({ _tag: "ChunkLoadFailed", module: "the solana adapter" }),
      cause: offline
    }])
  })

  it("a visitor's reject in the wallet is not logged", async () => {
    const { instance: loaded, wallet, entries } = await start("reject")
    loaded.internals.run(Effect.flatMap(Connection, (connection) => connection.connect("io.fake")))
    await expect.poll(() => wallet.calls.some((call) => call.method === "eth_requestAccounts")).toBe(true)
    await expect.poll(() => loaded.getAccount().status).toBe("disconnected")
    await logSentinel(loaded, entries)
    expect(entries.map((entry) => entry.message)).toEqual(["action failed: Failed to disconnect"])
  })

  it("a connect abandoned with Back is not logged", async () => {
    const { instance: loaded, wallet, entries } = await start("hold")
    await loaded.internals.runtime.runPromise(intents.openModal())
    loaded.internals.run(intents.selectConnector("io.fake"))
    await expect.poll(() => wallet.calls.some((call) => call.method === "eth_requestAccounts")).toBe(true)
    await loaded.internals.runtime.runPromise(intents.goBack())
    await expect.poll(() => loaded.getAccount().status).toBe("disconnected")
    await logSentinel(loaded, entries)
    expect(entries.map((entry) => entry.message)).toEqual(["action failed: Failed to disconnect"])
  })
})
