/**
 * `getWalletClient` / `watchWalletClient`: a viem WalletClient bound to the connected EVM account and its
 * chain, over the connected wallet's EIP-1193 provider as walletport holds it (browser wallets, WalletConnect,
 * the embedded wallet alike). Promises and callbacks only; the core's parts load with import() when called.
 */
import { type Chain, createWalletClient, custom, type CustomTransport, type JsonRpcAccount, type WalletClient } from "viem"
import { isEip1193Provider } from "../../schemas/validators/eip1193Provider.js"
import type { Walletport, WalletportAccount } from "../types.js"
import { viemChainOf } from "./chain.js"
import { loadCoreCalls } from "./loadCoreCalls.js"

/** A WalletClient whose account and chain are known: `writeContract`, `sendTransaction`… need neither. */
export type WalletportWalletClient = WalletClient<CustomTransport, Chain, JsonRpcAccount>

export interface WalletClientOptions {
  /** viem speaks EVM only: the client is always the eip155 namespace's (the default), whatever the active namespace. */
  readonly namespace?: "eip155"
}

/**
 * The connected EVM account's WalletClient, on the wallet's chain. Waits for a returning visitor's stored
 * connection to be restored; rejects with `ConnectorNotConnected` when no EVM account is connected and with
 * `ChainNotConfigured` when the wallet is on a chain that is not one of the host's networks.
 */
export const getWalletClient = async (instance: Walletport, _options: WalletClientOptions = {}): Promise<WalletportWalletClient> => {
  const core = await instance.internals.load()
  const calls = await loadCoreCalls()
  await calls.restored(core)
  const account = core.getAccount("eip155")
  if (!account.isConnected || account.namespace !== "eip155") throw calls.notConnected()
  const network = core.getNetwork().networks.find((n) => n.caipNetworkId === account.caipNetworkId)
  if (network === undefined) throw calls.chainNotConfigured(account.caipNetworkId)
  const provider = await core.getWalletProvider("eip155")
  if (!isEip1193Provider(provider)) throw calls.notConnected()
  return createWalletClient({ account: account.address, chain: viemChainOf(network), transport: custom(provider) })
}

/** What a client is bound to: a new key means a new client (the balance and profile fields do not count). */
const clientKey = (account: WalletportAccount): string | undefined =>
  account.isConnected && account.namespace === "eip155" ? `${account.wallet.id} ${account.address} ${account.caipNetworkId}` : undefined

/**
 * Calls `onChange` with the current WalletClient (undefined while no EVM account is connected, or when the
 * wallet's chain is not one of the host's networks), then with a fresh one on every account, chain or wallet
 * change. Loads nothing while disconnected. Returns the unsubscribe.
 */
export const watchWalletClient = (
  instance: Walletport,
  onChange: (client: WalletportWalletClient | undefined) => void,
  options: WalletClientOptions = {}
): (() => void) => {
  let active = true
  // Calls are numbered so a client built for an older account never lands after a newer one.
  let latest = 0
  let reported: string | undefined | null = null
  const update = (account: WalletportAccount) => {
    const key = clientKey(account)
    if (key === reported) return
    reported = key
    const call = ++latest
    if (key === undefined) {
      onChange(undefined)
      return
    }
    getWalletClient(instance, options).then(
      (client) => active && call === latest && onChange(client),
      () => active && call === latest && onChange(undefined)
    )
  }
  const unsubscribe = instance.subscribeAccount(update, "eip155")
  update(instance.getAccount("eip155"))
  return () => {
    active = false
    unsubscribe()
  }
}
