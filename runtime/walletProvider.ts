/**
 * `getWalletProvider` over a lookup by namespace: the adapters hand providers over untyped (each namespace has
 * its own kind), and an "eip155" one is checked to be EIP-1193 before the host gets it typed so (the Solana
 * adapter builds its provider itself, layers/live/solana/provider.ts).
 */
import type { SolanaProvider } from "../layers/live/solana/provider.js"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import { type Eip1193Provider, isEip1193Provider } from "../schemas/validators/eip1193Provider.js"
import type { GetWalletProvider } from "./types.js"

export const walletProviderOf = (lookup: (namespace: ChainNamespace | undefined) => Promise<unknown>): GetWalletProvider => {
  function getWalletProvider(namespace: "eip155"): Promise<Eip1193Provider | undefined>
  function getWalletProvider(namespace: "solana"): Promise<SolanaProvider | undefined>
  function getWalletProvider(namespace?: ChainNamespace): Promise<unknown>
  function getWalletProvider(namespace?: ChainNamespace): Promise<unknown> {
    return lookup(namespace).then((provider) => (namespace === "eip155" && !isEip1193Provider(provider) ? undefined : provider))
  }
  return getWalletProvider
}
