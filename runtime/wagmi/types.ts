/**
 * The part of wagmi's connector contract (`CreateConnectorFn` of `@wagmi/core`) walletport's connector
 * uses, written out structurally over viem's types: one connector then fits wagmi 2 and 3 (their contracts
 * differ only in fields walletport does not read), and walletport/wagmi imports nothing of wagmi.
 */
import type { AddEthereumChainParameter, Address, Chain } from "viem"
import type { Eip1193Provider } from "../../schemas/validators/eip1193Provider.js"

/** What a connector tells wagmi (wagmi's `ConnectorEventMap`). */
export interface WagmiConnectorEmitter {
  emit(event: "change", data: { readonly accounts?: ReadonlyArray<Address> | undefined; readonly chainId?: number | undefined }): void
  emit(event: "connect", data: { readonly accounts: ReadonlyArray<Address>; readonly chainId: number }): void
  emit(event: "disconnect"): void
}

/** What wagmi's `createConfig` gives each connector (the fields walletport reads). */
export interface WagmiConnectorContext {
  readonly chains: readonly [Chain, ...Array<Chain>]
  readonly emitter: WagmiConnectorEmitter
}

/** `connect()`'s accounts: addresses, or (asked `withCapabilities`) each with its capabilities. */
export type ConnectedAccounts<withCapabilities extends boolean> = withCapabilities extends true
  ? ReadonlyArray<{ readonly address: Address; readonly capabilities: Record<string, unknown> }>
  : ReadonlyArray<Address>

/**
 * The connector object wagmi calls (wagmi's `CreateConnectorFn` return). A type, not an interface: wagmi
 * asks for `Record<string, unknown>` properties too, which only a type literal satisfies.
 */
export type WalletportWagmiConnector = {
  readonly id: string
  readonly name: string
  readonly type: string
  readonly icon?: string | undefined
  setup(): Promise<void>
  connect<withCapabilities extends boolean = false>(
    parameters?: {
      readonly chainId?: number | undefined
      readonly isReconnecting?: boolean | undefined
      readonly withCapabilities?: withCapabilities | boolean | undefined
    } | undefined
  ): Promise<{ accounts: ConnectedAccounts<withCapabilities>; chainId: number }>
  disconnect(): Promise<void>
  getAccounts(): Promise<ReadonlyArray<Address>>
  getChainId(): Promise<number>
  getProvider(parameters?: { readonly chainId?: number | undefined } | undefined): Promise<Eip1193Provider>
  isAuthorized(): Promise<boolean>
  switchChain(parameters: {
    readonly chainId: number
    readonly addEthereumChainParameter?: Partial<Omit<AddEthereumChainParameter, "chainId">> | undefined
  }): Promise<Chain>
  onAccountsChanged(accounts: Array<string>): void
  onChainChanged(chainId: string): void
  onDisconnect(error?: Error | undefined): void
}

/** A connector factory: what goes in wagmi's `createConfig({ connectors: [...] })`. */
export type WalletportConnectorFn = (context: WagmiConnectorContext) => WalletportWagmiConnector
