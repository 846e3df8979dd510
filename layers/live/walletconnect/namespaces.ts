/**
 * The namespaces a WalletConnect proposal asks for, from the host's networks: eip155 and solana (and bip122)
 * with every configured chain, the methods and events the adapters use, and an rpcMap for the EVM chains so
 * the SDK's own reads go to the host's RPC URLs, not a gateway.
 */
import type { Network } from "../../../schemas/entities/Network.js"
import { CONNECTOR_NAMESPACES } from "../../../schemas/adapterRules.js"

export interface ProposalNamespace {
  readonly chains: Array<string>
  readonly methods: Array<string>
  readonly events: Array<string>
  readonly rpcMap?: Record<string, string>
}

/** Methods asked per namespace: the SPEC §6 ones needing approval that the adapters call. */
export const WC_METHODS: Readonly<Record<string, ReadonlyArray<string>>> = {
  eip155: ["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4", "wallet_switchEthereumChain", "wallet_addEthereumChain"],
  solana: ["solana_signMessage", "solana_signTransaction", "solana_signAndSendTransaction"],
  bip122: ["signMessage", "sendTransfer", "signPsbt"]
}

/** True for a method the wallet itself answers (asked in the proposal); reads go to the RPC instead. */
export const isWalletMethod = (method: string): boolean => Object.values(WC_METHODS).some((methods) => methods.includes(method))

export const WC_EVENTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  eip155: ["accountsChanged", "chainChanged"],
  solana: ["accountsChanged"],
  bip122: ["addressesChanged"]
}

/** The namespaces WalletConnect can serve. */
export const WC_NAMESPACES = CONNECTOR_NAMESPACES.walletConnect

/**
 * `namespaces` for the namespaces in `required` (those with a configured adapter), `optionalNamespaces` for
 * the other configured ones. sign-client 2.25 merges both into optional, so a wallet may approve a subset.
 */
export const proposalNamespaces = (
  networks: ReadonlyArray<Network>,
  required: ReadonlyArray<string>
): { readonly namespaces: Record<string, ProposalNamespace>; readonly optionalNamespaces: Record<string, ProposalNamespace> } => {
  const namespaces: Record<string, ProposalNamespace> = {}
  const optionalNamespaces: Record<string, ProposalNamespace> = {}
  for (const ns of WC_NAMESPACES) {
    const chains = networks.filter((n) => n.chainNamespace === ns)
    if (chains.length === 0) continue
    const rpcMap = ns === "eip155"
      ? Object.fromEntries(chains.flatMap((n) => {
        const url = n.rpcUrls.default.http[0]
        return url === undefined ? [] : [[String(n.id), url]]
      }))
      : undefined
    const entry: ProposalNamespace = {
      chains: chains.map((n) => n.caipNetworkId),
      methods: [...(WC_METHODS[ns] ?? [])],
      events: [...(WC_EVENTS[ns] ?? [])],
      ...(rpcMap === undefined ? {} : { rpcMap })
    }
    if (required.includes(ns)) namespaces[ns] = entry
    else optionalNamespaces[ns] = entry
  }
  return { namespaces, optionalNamespaces }
}
