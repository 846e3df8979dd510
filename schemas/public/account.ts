/**
 * The account as hosts read it (`getAccount`, `useAccount`), without Effect: a union discriminated by
 * `isConnected`, then by `namespace`, so a connected EVM account's address is `0x${string}` without a check.
 */
import type { WalletportError } from "./errors.js"
import type { CaipAddress, CaipNetworkId, ChainNamespace } from "./ids.js"
import type { SessionConnector } from "./session.js"

/** Where a namespace's connection stands. */
export type ConnectionStatus = "disconnected" | "connecting" | "connected"

/** What every connected account has, whatever its namespace. */
export interface ConnectedAccountFields {
  /** The account, `namespace:reference:address`. */
  readonly caipAddress: CaipAddress
  /** The chain the wallet is on. */
  readonly caipNetworkId: CaipNetworkId
  /** True when the wallet's chain is not one of your networks. */
  readonly unsupportedChain: boolean
  /** The native balance in the coin's units ("1.5"), once read. */
  readonly balance?: string | undefined
  /** The native coin's symbol ("ETH"), once read. */
  readonly balanceSymbol?: string | undefined
  readonly balanceStatus: "idle" | "loading" | "ready" | "failed"
  /** Why the last balance read failed. */
  readonly balanceError: WalletportError | undefined
  /** The wallet connected. */
  readonly wallet: SessionConnector
  /** The account's name (ENS or the names registry), once loaded. */
  readonly profileName?: string | undefined
  /** The account's avatar URL, once loaded. */
  readonly profileImage?: string | undefined
}

interface Connected<N extends ChainNamespace, A extends string> extends ConnectedAccountFields {
  readonly isConnected: true
  readonly status: "connected"
  readonly namespace: N
  readonly address: A
}

/** A connected EVM account: a 0x-prefixed address (EIP-55 checksummed). */
export interface EvmAccount extends Connected<"eip155", `0x${string}`> {}
/** A connected Solana account: a base58 address. */
export interface SolanaAccount extends Connected<"solana", string> {}
/** A connected account of another namespace. */
export interface OtherAccount extends Connected<Exclude<ChainNamespace, "eip155" | "solana">, string> {}

/** Not connected (disconnected, connecting, or connected before the address is known): no account fields. */
export type DisconnectedAccount =
  & { readonly isConnected: false; readonly namespace: ChainNamespace; readonly status: ConnectionStatus }
  & { readonly [K in keyof ConnectedAccountFields | "address"]: undefined }

export type ConnectedAccount = EvmAccount | SolanaAccount | OtherAccount

/** The account as hosts read it: `isConnected` narrows to a connected account, then `namespace` to its address type. */
export type AccountView = ConnectedAccount | DisconnectedAccount
