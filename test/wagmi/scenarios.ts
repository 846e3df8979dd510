/**
 * The connector's behaviour over one wagmi core (wagmi 3's or wagmi 2's): each version's test file passes
 * its own `createConfig` and actions through a `WagmiCore`, so both run the same scenarios over a real
 * walletport test instance and a scripted wallet.
 */
import { type Address, custom } from "viem"
import { mainnet as viemMainnet, sepolia as viemSepolia } from "viem/chains"
import { afterEach, describe, expect, it } from "vitest"
import { FAKE_WALLET_ADDRESS, makeFakeWallet, type FakeWallet } from "../../runtime/entries/testing.js"
import type { LoadedTestWalletport } from "../../runtime/testing.js"
import { mainnet, sepolia } from "../../schemas/networks/evm.js"
import { createLoadedTestWalletport } from "../runtime/loadedTestWalletport.js"

export const CHAINS = [viemMainnet, viemSepolia] as const
/** No RPC in these tests: wagmi's reads are not what they check. */
const noRpc = custom({ request: () => Promise.reject(new Error("no RPC in the connector's unit tests")) })
export type ChainId = (typeof CHAINS)[number]["id"]
export const TRANSPORTS = { [viemMainnet.id]: noRpc, [viemSepolia.id]: noRpc }



/** The config's first connector: walletport's (`walletportWagmi` puts it first). */
export const first = <A>(connectors: ReadonlyArray<A>): A => {
  const [connector] = connectors
  if (connector === undefined) throw new Error("the config has no connector")
  return connector
}

/** What the scenarios read of wagmi's state. */
export interface WagmiAccount {
  readonly status: string
  readonly address: Address | undefined
  readonly chainId: number | undefined
  readonly connectorId: string | undefined
}

/** One wagmi version's config and actions, each over walletport's connector (the config's first). */
export interface WagmiCore<C> {
  readonly createConfig: (walletport: LoadedTestWalletport) => C
  readonly connect: (config: C, chainId?: ChainId) => Promise<{ readonly accounts: ReadonlyArray<Address>; readonly chainId: number }>
  readonly reconnect: (config: C) => Promise<ReadonlyArray<{ readonly accounts: ReadonlyArray<Address>; readonly chainId: number }>>
  readonly disconnect: (config: C) => Promise<void>
  readonly switchChain: (config: C, chainId: ChainId) => Promise<number>
  readonly account: (config: C) => WagmiAccount
}

const OTHER_ADDRESS: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/** The wallet's prompts (eth_requestAccounts): one per connect the visitor approves, never a second. */
const prompts = (wallet: FakeWallet) => wallet.calls.filter((call) => call.method === "eth_requestAccounts").length

export const describeConnector = <C>(version: string, core: WagmiCore<C>) =>
  describe(`walletport's wagmi connector on ${version}`, () => {
    const instances: Array<LoadedTestWalletport> = []
    afterEach(async () => {
      for (const instance of instances.splice(0)) await instance.dispose()
    })

    const setup = async (setupOptions: { readonly storedConnection?: string; readonly connected?: string } = {}) => {
      const wallet = makeFakeWallet({ knownChainIds: [viemMainnet.id, viemSepolia.id], authorized: setupOptions.storedConnection !== undefined })
      const walletport = await createLoadedTestWalletport(
        { projectId: "wagmi-test", networks: [mainnet, sepolia] },
        { wallets: [{ id: "dev.fake", name: "Fake Wallet", wallet }], ...setupOptions }
      )
      instances.push(walletport)
      return { wallet, walletport, config: core.createConfig(walletport) }
    }

    it("wagmi's connect opens walletport's modal and settles with the wallet the visitor picks there: one prompt", async () => {
      const { wallet, walletport, config } = await setup()
      const connected = core.connect(config)
      await expect.poll(() => walletport.getState().open).toBe(true)
      expect(prompts(wallet)).toBe(0)
      // The visitor picks the wallet in the modal.
      await walletport.connect("dev.fake")
      expect(await connected).toEqual({ accounts: [FAKE_WALLET_ADDRESS], chainId: viemMainnet.id })
      expect(core.account(config)).toEqual({ status: "connected", address: FAKE_WALLET_ADDRESS, chainId: viemMainnet.id, connectorId: "walletport" })
      expect(prompts(wallet)).toBe(1)
    })

    it("closing the modal without connecting rejects wagmi's connect as the visitor's refusal", async () => {
      const { wallet, walletport, config } = await setup()
      const connected = core.connect(config).then(() => undefined, (error: unknown) => error)
      await expect.poll(() => walletport.getState().open).toBe(true)
      await walletport.close()
      expect(await connected).toMatchObject({ name: "UserRejectedRequestError", code: 4001 })
      expect(core.account(config).status).toBe("disconnected")
      expect(prompts(wallet)).toBe(0)
    })

    it("a connection walletport already has is wagmi's at once: no modal, no second prompt", async () => {
      const { wallet, walletport, config } = await setup({ connected: "dev.fake" })
      expect(prompts(wallet)).toBe(1)
      expect(await core.connect(config)).toEqual({ accounts: [FAKE_WALLET_ADDRESS], chainId: viemMainnet.id })
      expect(walletport.getState().open).toBe(false)
      expect(prompts(wallet)).toBe(1)
    })

    it("a connection walletport is making is awaited, not prompted for again", async () => {
      const { wallet, walletport, config } = await setup()
      wallet.setMode("hold")
      const picked = walletport.connect("dev.fake")
      await expect.poll(() => prompts(wallet)).toBe(1)
      const connected = core.connect(config)
      wallet.release("approve")
      await picked
      expect(await connected).toEqual({ accounts: [FAKE_WALLET_ADDRESS], chainId: viemMainnet.id })
      expect(walletport.getState().open).toBe(false)
      expect(prompts(wallet)).toBe(1)
    })

    it("wagmi's connect to a given chain switches the wallet there through walletport", async () => {
      const { wallet, walletport, config } = await setup({ connected: "dev.fake" })
      expect(await core.connect(config, viemSepolia.id)).toEqual({ accounts: [FAKE_WALLET_ADDRESS], chainId: viemSepolia.id })
      expect(wallet.calls.filter((call) => call.method === "wallet_switchEthereumChain")).toHaveLength(1)
      expect(walletport.getNetwork().caipNetworkId).toBe(`eip155:${viemSepolia.id}`)
      expect(prompts(wallet)).toBe(1)
    })

    it("a connect through walletport's own modal or button reaches wagmi", async () => {
      const { walletport, config } = await setup()
      await walletport.connect("dev.fake")
      await expect.poll(() => core.account(config)).toEqual({ status: "connected", address: FAKE_WALLET_ADDRESS, chainId: viemMainnet.id, connectorId: "walletport" })
    })

    it("the wallet's account change reaches wagmi", async () => {
      const { wallet, walletport, config } = await setup()
      const connected = core.connect(config)
      await expect.poll(() => walletport.getState().open).toBe(true)
      await walletport.connect("dev.fake")
      await connected
      wallet.emit("accountsChanged", [OTHER_ADDRESS])
      await expect.poll(() => walletport.getAccount("eip155").address).toBe(OTHER_ADDRESS)
      await expect.poll(() => core.account(config).address).toBe(OTHER_ADDRESS)
    })

    it("a chain switch from wagmi goes through walletport, and one from walletport reaches wagmi", async () => {
      const { wallet, walletport, config } = await setup({ connected: "dev.fake" })
      await core.connect(config)
      expect(await core.switchChain(config, viemSepolia.id)).toBe(viemSepolia.id)
      expect(wallet.calls.filter((call) => call.method === "wallet_switchEthereumChain")).toHaveLength(1)
      expect(walletport.getNetwork().caipNetworkId).toBe(`eip155:${viemSepolia.id}`)
      // The wallet says so, as EIP-1193 wallets do once switched (the scripted wallet only when told).
      wallet.emit("chainChanged", `0x${viemSepolia.id.toString(16)}`)
      await expect.poll(() => walletport.getAccount("eip155").caipNetworkId).toBe(`eip155:${viemSepolia.id}`)
      await expect.poll(() => core.account(config).chainId).toBe(viemSepolia.id)
      await walletport.switchNetwork(`eip155:${viemMainnet.id}`)
      wallet.emit("chainChanged", `0x${viemMainnet.id.toString(16)}`)
      await expect.poll(() => core.account(config).chainId).toBe(viemMainnet.id)
      expect(wallet.calls.filter((call) => call.method === "wallet_switchEthereumChain")).toHaveLength(2)
    })

    it("the wallet's own chain change reaches wagmi", async () => {
      const { wallet, config } = await setup({ connected: "dev.fake" })
      await core.connect(config)
      wallet.emit("chainChanged", `0x${viemSepolia.id.toString(16)}`)
      await expect.poll(() => core.account(config).chainId).toBe(viemSepolia.id)
    })

    it("a disconnect from wagmi ends walletport's connection", async () => {
      const { walletport, config } = await setup({ connected: "dev.fake" })
      await core.connect(config)
      await core.disconnect(config)
      expect(walletport.getAccount("eip155").status).toBe("disconnected")
      expect(core.account(config).status).toBe("disconnected")
    })

    it("a disconnect from walletport reaches wagmi", async () => {
      const { walletport, config } = await setup({ connected: "dev.fake" })
      await core.connect(config)
      await walletport.disconnect()
      await expect.poll(() => core.account(config).status).toBe("disconnected")
    })

    it("wagmi's reconnect on load takes walletport's restored session, with no prompt", async () => {
      const { wallet, config } = await setup({ storedConnection: "dev.fake" })
      expect(await core.reconnect(config)).toMatchObject([{ accounts: [FAKE_WALLET_ADDRESS], chainId: viemMainnet.id }])
      expect(core.account(config).status).toBe("connected")
      expect(prompts(wallet)).toBe(0)
    })

    it("wagmi's reconnect without a stored session leaves wagmi disconnected", async () => {
      const { wallet, config } = await setup()
      expect(await core.reconnect(config)).toEqual([])
      expect(core.account(config).status).toBe("disconnected")
      expect(prompts(wallet)).toBe(0)
    })
  })
