/**
 * `walletConnectAdapter()`'s options are a host's (issue 20): the offline dev stack's hooks (skipVerify, a short
 * pairing expiry) are neither in the public type nor passed on from it; the dev stack has its own door.
 */
import { describe, expect, expectTypeOf, it, vi } from "vitest"
import { walletConnectAdapterWithHooks } from "../../../runtime/adapters/walletconnect.js"
import { walletConnectAdapter, type WalletConnectAdapterOptions } from "../../../runtime/entries/walletconnect.js"
import { adapterLoader } from "../../../schemas/adapterDescriptor.js"

const seen = vi.hoisted((): Array<unknown> => [])

vi.mock("../../../layers/live/walletconnect/module.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../layers/live/walletconnect/module.js")>()
  return {
    ...actual,
    walletConnectModule: (...args: Parameters<typeof actual.walletConnectModule>) => {
      seen.push(args[0])
      return actual.walletConnectModule(...args)
    }
  }
})

const optionsReaching = async (adapter: object): Promise<unknown> => {
  seen.length = 0
  await adapterLoader(adapter)?.()
  return seen[0]
}

describe("walletConnectAdapter() options (public entry walletport/walletconnect)", () => {
  it("the public type holds a host's options only", () => {
    expectTypeOf<keyof WalletConnectAdapterOptions>().toEqualTypeOf<"relayUrl" | "requestExpirySeconds">()
  })

  it("hooks smuggled in a wider object never reach the module", async () => {
    const wider = { relayUrl: "ws://127.0.0.1:1", requestExpirySeconds: 600, skipVerify: true, pairingExpirySeconds: 5 }
    expect(await optionsReaching(walletConnectAdapter(wider))).toEqual({ relayUrl: "ws://127.0.0.1:1", requestExpirySeconds: 600 })
  })

  it("the dev stack's adapter passes its hooks on", async () => {
    const dev = { relayUrl: "ws://127.0.0.1:1", skipVerify: true, pairingExpirySeconds: 5 }
    expect(await optionsReaching(walletConnectAdapterWithHooks(dev))).toEqual(dev)
  })
})
