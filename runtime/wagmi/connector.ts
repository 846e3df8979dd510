/**
 * `walletportConnector(instance)`: a wagmi connector whose wallet is whatever walletport connected (a
 * browser wallet, WalletConnect, the embedded wallet). walletport's EVM connection is the one state:
 * wagmi's connect opens walletport's modal (or takes the connection walletport already has, with no second
 * prompt), its disconnect and switchChain go through walletport, and walletport's own changes (its modal,
 * its connect button, the wallet's events) reach wagmi as the connector's events. Part of no chunk the
 * host loads first: it only calls the instance, whose core loads on the first call that needs it.
 */
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from "viem"
import { isWalletportError } from "../../schemas/errors/WalletportError.js"
import { isEip1193Provider } from "../../schemas/validators/eip1193Provider.js"
import type { Walletport } from "../types.js"
import { type EvmConnection, evmChainId, evmConnection, evmStatus } from "./evmConnection.js"
import type { ConnectedAccounts, WagmiConnectorContext, WalletportConnectorFn, WalletportWagmiConnector } from "./types.js"
import { untilModalConnected, untilRestored } from "./untilConnected.js"

/** The connector's id and type in wagmi (`useAccount().connector.id`). */
export const WALLETPORT_CONNECTOR_ID = "walletport"

const asError = (cause: unknown): Error => (cause instanceof Error ? cause : new Error(String(cause)))

/** walletport's refusal as viem's (what wagmi apps check for); anything else as `otherwise`. */
const fromWalletport = (cause: unknown, otherwise: (cause: Error) => Error): Error =>
  isWalletportError(cause) && cause._tag === "UserRejectedRequest" ? new UserRejectedRequestError(asError(cause)) : otherwise(asError(cause))

/**
 * `connect()`'s accounts in the form wagmi asked for. A conditional type cannot be narrowed by the runtime
 * flag, so this one place widens (wagmi's own connectors do the same).
 */
const connectedAccounts = <withCapabilities extends boolean>(address: Address, withCapabilities: boolean): ConnectedAccounts<withCapabilities> => {
  const accounts: ConnectedAccounts<true> | ConnectedAccounts<false> = withCapabilities ? [{ address, capabilities: {} }] : [address]
  return accounts as ConnectedAccounts<withCapabilities>
}

const notConnected = () => new Error("walletport: no EVM wallet is connected")

/**
 * The connector for wagmi's `createConfig({ connectors: [walletportConnector(walletport)] })` (wagmi 2 or 3).
 * `walletportWagmi` puts it there for you.
 */
export const walletportConnector = (instance: Walletport): WalletportConnectorFn => (context: WagmiConnectorContext) => {
  // What wagmi was last told, so that walletport's changes reach it once each (its stores change for balances too).
  let told: EvmConnection | undefined = evmConnection(instance)
  let subscribed = false

  const tell = () => {
    const now = evmConnection(instance)
    const before = told
    if (now === undefined) {
      // Connecting or restoring is not a disconnect: wagmi hears of it only once walletport has settled.
      if (before === undefined || evmStatus(instance) !== "disconnected") return
      told = undefined
      context.emitter.emit("disconnect")
      return
    }
    told = now
    if (before === undefined) return context.emitter.emit("connect", { accounts: [now.address], chainId: now.chainId })
    if (before.address !== now.address) context.emitter.emit("change", { accounts: [now.address] })
    if (before.chainId !== now.chainId) context.emitter.emit("change", { chainId: now.chainId })
  }

  const withChain = async (connection: EvmConnection, chainId: number | undefined): Promise<EvmConnection> => {
    if (chainId === undefined || chainId === connection.chainId) return connection
    // As wagmi's own connectors do: a chain the wallet would not switch to leaves it connected where it is.
    const switched = await connector.switchChain({ chainId }).then(() => true, (error: unknown) => {
      if (error instanceof UserRejectedRequestError) throw error
      return false
    })
    // The wallet has switched; its chainChanged event may reach walletport's account after this resolves.
    return switched ? { ...connection, chainId } : connection
  }

  const connector: WalletportWagmiConnector = {
    id: WALLETPORT_CONNECTOR_ID,
    name: "Walletport",
    type: WALLETPORT_CONNECTOR_ID,

    setup: async () => {
      if (subscribed) return
      subscribed = true
      instance.subscribeAccount(tell, "eip155")
    },

    connect: async <withCapabilities extends boolean = false>(
      parameters: { readonly chainId?: number | undefined; readonly isReconnecting?: boolean | undefined; readonly withCapabilities?: withCapabilities | boolean | undefined } = {}
    ) => {
      const connection = parameters.isReconnecting === true
        // wagmi's reconnect on load: walletport restores its stored connection (no prompt) or there is none.
        ? await untilRestored(instance, notConnected)
        : evmConnection(instance) ?? await settledOrModal()
      const settled = await withChain(connection, parameters.chainId)
      told = settled
      return { accounts: connectedAccounts<withCapabilities>(settled.address, parameters.withCapabilities === true), chainId: settled.chainId }
    },

    disconnect: async () => {
      await instance.disconnect("eip155")
    },

    getAccounts: async () => {
      const connection = evmConnection(instance)
      return connection === undefined ? [] : [connection.address]
    },

    getChainId: async () => {
      const connection = evmConnection(instance)
      if (connection !== undefined) return connection.chainId
      const active = instance.getNetwork().activeByNamespace.eip155
      return active === undefined ? context.chains[0].id : evmChainId(active.caipNetworkId)
    },

    getProvider: async () => {
      const core = await instance.internals.load()
      const provider = await core.getWalletProvider("eip155")
      if (!isEip1193Provider(provider)) throw notConnected()
      return provider
    },

    isAuthorized: async () => evmStatus(instance) !== "disconnected",

    switchChain: async ({ chainId }) => {
      const chain = context.chains.find((c) => c.id === chainId)
      if (chain === undefined) throw new SwitchChainError(new Error(`walletport: chain ${chainId} is not in wagmi's chains`))
      try {
        await instance.switchNetwork(`eip155:${chainId}`)
      } catch (error) {
        throw fromWalletport(error, (cause) => new SwitchChainError(cause))
      }
      tell()
      return chain
    },

    onAccountsChanged: (accounts) => {
      const [first] = accounts
      if (first === undefined) connector.onDisconnect()
      else context.emitter.emit("change", { accounts: accounts.map((a): Address => getAddress(a)) })
    },
    onChainChanged: (chainId) => context.emitter.emit("change", { chainId: Number(chainId) }),
    onDisconnect: () => context.emitter.emit("disconnect")
  }

  /**
   * A connection walletport is already making (a stored one restoring, a wallet picked in its modal) is
   * awaited rather than prompted for again; only without one does the modal open.
   */
  const settledOrModal = async (): Promise<EvmConnection> => {
    if (evmStatus(instance) === "connecting") {
      const settled = await untilRestored(instance, notConnected).catch(() => undefined)
      if (settled !== undefined) return settled
    }
    return openAndConnect()
  }

  /** walletport's modal on the EVM wallets; settles when the visitor connects one, or closes it without. */
  const openAndConnect = async (): Promise<EvmConnection> => {
    try {
      await instance.open({ namespace: "eip155" })
    } catch (error) {
      throw fromWalletport(error, (cause) => cause)
    }
    return untilModalConnected(instance, () => new UserRejectedRequestError(new Error("walletport: the modal was closed")))
  }

  return connector
}
