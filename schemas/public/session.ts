/** Connectors and sessions as hosts read them (the Schemas' types of schemas/entities/), without Effect. */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from "./ids.js"

/** How a wallet is reached: a browser wallet (INJECTED, ANNOUNCED), WalletConnect, the embedded wallet (AUTH)… */
export type ConnectorType = "INJECTED" | "ANNOUNCED" | "EXTERNAL" | "MULTI_CHAIN" | "WALLET_CONNECT" | "AUTH"

/** An account's kind; `payment` is for bitcoin-style namespaces. */
export type AccountType = "eoa" | "smartAccount" | "payment"

/** The wallet behind a session. */
export interface SessionConnector {
  /** The id `connect(id)` takes: the EIP-6963 rdns, the Wallet Standard name, "walletConnect" or a custom wallet's id. */
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  /** A data URI or http(s) URL; undefined when the wallet gave none. */
  readonly icon?: string | undefined
}

/** One namespace's connection, as `connect()` resolves it. */
export interface Session {
  readonly namespace: ChainNamespace
  /** The active account, `namespace:reference:address`. */
  readonly caipAddress: CaipAddress
  /** The account part of `caipAddress` (EIP-55 for eip155, base58 for solana). */
  readonly address: string
  /** Every account the wallet authorised, active first. */
  readonly accounts: ReadonlyArray<string>
  /** The chain the wallet is on; may be one the host did not configure. */
  readonly caipNetworkId: CaipNetworkId
  readonly connector: SessionConnector
  /** The account's kind, when the wallet reports it (embedded wallet, WalletConnect). */
  readonly accountType?: AccountType | undefined
}
