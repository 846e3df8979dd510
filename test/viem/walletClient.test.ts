/**
 * walletport/viem's WalletClient (issue 24) against a test instance (`walletport/testing`) with a scripted
 * wallet: bound to the connected account and chain, writing through the wallet's provider, renewed on account
 * and chain change, rejecting with the catalogue error when nothing is connected.
 */
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import { encodeFunctionData, erc20Abi } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { DeviceFixed } from "../../layers/live/Device.js"
import { loadCoreCalls } from "../../runtime/viem/loadCoreCalls.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { makeWalletport } from "../../runtime/core.js"
import { createWalletportWith } from "../../runtime/createWalletport.js"
import { modalHost } from "../../runtime/modalHost.js"
import type { Walletport } from "../../runtime/types.js"
import { decodeOptions } from "../../schemas/options.js"
import { scopedStorageKey, storageScope } from "../../schemas/storage/keys.js"
import { connectedConnectorDef } from "../../schemas/storage/registry.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { createTestWalletport, FAKE_WALLET_ADDRESS, makeFakeWallet } from "../../runtime/entries/testing.js"
import { getWalletClient, watchWalletClient, type WalletportWalletClient } from "../../runtime/entries/viem.js"
import { ChainNotConfigured, ConnectorNotConnected } from "../../schemas/errors/connectors.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"

const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const TOKEN = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const HASH = `0x${"ab".repeat(32)}` as const

const instances: Array<Walletport> = []
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.dispose()
})

const setup = async (options: { readonly connected?: boolean } = {}) => {
  const wallet = makeFakeWallet({ knownChainIds: [1, 42161] })
  const instance = await createTestWalletport(
    { projectId: "p", networks: [mainnet, arbitrum], enableEmbedded: true },
    { wallets: [{ id: "io.fake", name: "Fake", wallet }], ...(options.connected === false ? {} : { connected: "io.fake" }) }
  )
  instances.push(instance)
  return { wallet, instance }
}

/** Every client `watchWalletClient` reports, in order. */
const watch = (instance: Walletport) => {
  const seen: Array<WalletportWalletClient | undefined> = []
  const stop = watchWalletClient(instance, (client) => seen.push(client))
  return { seen, stop }
}

describe("getWalletClient", () => {
  it("rejects with ConnectorNotConnected when no EVM account is connected", async () => {
    const { instance } = await setup({ connected: false })
    const failure = await getWalletClient(instance).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConnectorNotConnected)
    expect(failure).toMatchObject({ _tag: "ConnectorNotConnected", message: "Connector not connected." })
  })

  it("is bound to the connected account and chain, and writes a contract through the wallet", async () => {
    const { wallet, instance } = await setup()
    const client = await getWalletClient(instance)
    expect(client.account.address).toBe(FAKE_WALLET_ADDRESS)
    expect(client.account.type).toBe("json-rpc")
    expect(client.chain).toMatchObject({ id: 1, name: mainnet.name, nativeCurrency: mainnet.nativeCurrency })

    wallet.respondOnce("eth_sendTransaction", { result: HASH })
    // No account or chain passed: the client's own (its type says both are known).
    const hash = await client.writeContract({ address: TOKEN, abi: erc20Abi, functionName: "transfer", args: [OTHER, 5n] })
    expect(hash).toBe(HASH)
    const sent = wallet.calls.find((c) => c.method === "eth_sendTransaction")
    expect(sent?.params).toEqual([
      expect.objectContaining({
        from: FAKE_WALLET_ADDRESS,
        to: TOKEN,
        data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [OTHER, 5n] })
      })
    ])
  })

  it("waits for a returning visitor's stored connection to be restored", async () => {
    // The stored wallet announces itself only after the call: the restore is still under way when it is made.
    const wallet = makeFakeWallet({ authorized: true })
    const evm = fakeEvmAdapter([])
    const options = Either.getOrThrow(decodeOptions({ projectId: "p", networks: [mainnet], adapters: [evm.adapter], enableEmbedded: true }))
    const scope = storageScope(options)
    const stored = { [scopedStorageKey(connectedConnectorDef("eip155").key, scope)]: JSON.stringify({ id: "io.fake", type: "ANNOUNCED", name: "Fake" }) }
    const boundaries = Layer.mergeAll(storageTestWith(stored, scope), DeviceFixed(false))
    const instance = await makeWalletport(options, modalHost(MODAL_CHUNKS.modal), boundaries, dataTest())
    instances.push(instance)
    expect(instance.getAccount("eip155").status).toBe("connecting")
    await loadCoreCalls() // imported before the call, so the call passes its awaits before this test's below
    let settled = false
    const client = getWalletClient(instance).finally(() => (settled = true))
    await instance.internals.load()
    await loadCoreCalls()
    await Promise.resolve()
    // Past the loads, with the restore still waiting for the wallet: the call waits too (it would have rejected).
    expect(settled).toBe(false)
    expect(instance.getAccount("eip155").status).toBe("connecting")
    await instance.internals.runtime.runPromise(evm.announce({ id: "io.fake", name: "Fake", wallet }))
    expect((await client).account.address).toBe(FAKE_WALLET_ADDRESS)
  })

  it("rejects with ChainNotConfigured while the wallet is on a chain the host did not configure", async () => {
    const { wallet, instance } = await setup()
    const changed = new Promise<void>((resolve) => {
      const stop = instance.subscribeAccount((account) => {
        if (account.isConnected && account.caipNetworkId.endsWith(":8453")) resolve(stop())
      }, "eip155")
    })
    wallet.emit("chainChanged", "0x2105")
    await changed
    await expect(getWalletClient(instance)).rejects.toBeInstanceOf(ChainNotConfigured)
  })
})

describe("watchWalletClient", () => {
  it("gives a fresh client on account change and on chain change, and undefined once disconnected", async () => {
    const { wallet, instance } = await setup()
    const { seen, stop } = watch(instance)
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]?.account.address).toBe(FAKE_WALLET_ADDRESS)

    wallet.emit("accountsChanged", [OTHER])
    await expect.poll(() => seen.length).toBe(2)
    expect(seen[1]?.account.address).toBe(OTHER)
    expect(seen[1]?.chain.id).toBe(1)

    wallet.emit("chainChanged", "0xa4b1")
    await expect.poll(() => seen.length).toBe(3)
    expect(seen[2]?.account.address).toBe(OTHER)
    expect(seen[2]?.chain).toMatchObject({ id: 42161, name: arbitrum.name })

    await instance.disconnect()
    await expect.poll(() => seen.length).toBe(4)
    expect(seen[3]).toBeUndefined()

    // Unsubscribed: a new connection reports nothing more.
    stop()
    await instance.connect("io.fake")
    expect(seen).toHaveLength(4)
  })

  it("imports nothing of the core while no account is connected", () => {
    const imports: Array<string> = []
    const instance = createWalletportWith({
      modal: MODAL_CHUNKS,
      core: () => {
        imports.push("core")
        return import("../../runtime/core.js")
      }
    })({ projectId: "p", networks: [mainnet] })
    instances.push(instance)
    const { seen, stop } = watch(instance)
    stop()
    expect(seen).toEqual([undefined])
    expect(imports).toEqual([])
  })

  it("reports undefined at once while disconnected, then the client once connected", async () => {
    const { instance } = await setup({ connected: false })
    const { seen, stop } = watch(instance)
    expect(seen).toEqual([undefined])
    await instance.connect("io.fake")
    await expect.poll(() => seen.length).toBe(2)
    expect(seen[1]?.account.address).toBe(FAKE_WALLET_ADDRESS)
    stop()
  })
})
