/**
 * walletport/viem's WalletClient (issue 24) against a test instance (`walletport/testing`) with a scripted
 * wallet: bound to the connected account and chain, writing through the wallet's provider, renewed on account
 * and chain change, rejecting with the catalogue error when nothing is connected.
 */
import { encodeFunctionData, erc20Abi } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { createTestWalletport, FAKE_WALLET_ADDRESS, makeFakeWallet, type TestWalletport } from "../../runtime/entries/testing.js"
import { getWalletClient, watchWalletClient, type WalletportWalletClient } from "../../runtime/entries/viem.js"
import { ChainNotConfigured, ConnectorNotConnected } from "../../schemas/errors/connectors.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"

const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const TOKEN = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const HASH = `0x${"ab".repeat(32)}` as const

const instances: Array<TestWalletport> = []
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
const watch = (instance: TestWalletport) => {
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
