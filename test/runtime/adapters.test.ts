/** The `adapters` option (ARCHITECTURE §8): descriptors decoded, duplicates refused; `evmAdapter()` loads its chunk lazily. */
import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { ADAPTER_MARK, adapterLoader, defineAdapter } from "../../schemas/adapterDescriptor.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { createTestWalletport, makeFakeWallet } from "../../runtime/entries/testing.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { decodeOptions } from "../../schemas/options.js"

const base = { projectId: "p", networks: [mainnet] }

describe("adapters option", () => {
  it("accepts evmAdapter() and keeps the descriptor itself (its load is a closure)", () => {
    const adapter = evmAdapter()
    const decoded = Either.getOrThrow(decodeOptions({ ...base, adapters: [adapter] }))
    expect(decoded.adapters[0]).toBe(adapter)
    expect(adapter).toMatchObject({ kind: ADAPTER_MARK, namespace: "eip155" })
  })

  it("no adapter at all is InvalidOptions saying which to add (issue 27: no wallet could connect)", () => {
    for (const input of [base, { ...base, adapters: [] }]) {
      const result = decodeOptions(input)
      expect(Either.isLeft(result) && result.left.issues).toEqual([{
        path: "adapters",
        message: "lists no adapter, so no wallet can connect: add evmAdapter() from walletport/evm (browser wallets), " +
          "solanaAdapter() from walletport/solana or walletConnectAdapter() from walletport/walletconnect"
      }])
    }
  })

  const bad: ReadonlyArray<{ readonly name: string; readonly adapters: unknown; readonly message: string }> = [
    { name: "a plain object", adapters: [{}], message: "adapters[0]: must be an adapter: evmAdapter() from walletport/evm, solanaAdapter() from walletport/solana, walletConnectAdapter() from walletport/walletconnect or embeddedWallet({ url }) from walletport/embedded" },
    { name: "an adapter function not called", adapters: [evmAdapter], message: "adapters[0]: is a function: call it (evmAdapter())" },
    { name: "an unknown namespace", adapters: [{ kind: ADAPTER_MARK, namespace: "tron", load: () => undefined }], message: "adapters[0]" },
    { name: "a look-alike object (no loader)", adapters: [{ kind: ADAPTER_MARK, namespace: "eip155", load: () => undefined }], message: "adapters[0]" },
    { name: "a copy of a descriptor (the loader goes with the original)", adapters: [{ ...evmAdapter() }], message: "adapters[0]" },
    { name: "two adapters for one namespace", adapters: [evmAdapter(), evmAdapter()], message: "adapters[1]: duplicate adapter for namespace eip155" }
  ]
  it.each(bad)("refuses $name with InvalidOptions naming the field", ({ adapters, message }) => {
    const result = decodeOptions({ ...base, adapters })
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) expect(result.left.message).toContain(message)
  })

  it("an adapter whose chunk fails to load is left out; the instance and the other adapters still work", async () => {
    const wallet = makeFakeWallet()
    const broken = defineAdapter("solana", () => Promise.reject(new Error("chunk 404")))
    const instance = await createTestWalletport(
      { ...base, adapters: [broken, fakeEvmAdapter([{ id: "io.fake", name: "Fake", wallet }]).adapter] }
    )
    expect(instance.internals.stores.connectors.get().map((c) => c.id)).toEqual(["io.fake"])
    await instance.connect("io.fake")
    expect(instance.getAccount().isConnected).toBe(true)
    await instance.dispose()
  })

  it("evmAdapter().load imports the adapter chunk, whose make builds an eip155 adapter", async () => {
    const load = adapterLoader(evmAdapter())
    if (load === undefined) throw new Error("evmAdapter() has no loader")
    const module = await load()
    expect("make" in module && typeof module.make).toBe("object")
  })
})
