/**
 * A chain adapter (ARCHITECTURE §8): the boundary to one chain namespace's wallets and chain. It owns
 * wallet discovery, connect (sessions with CAIP-10 addresses), silent restore, disconnect, the wallet's
 * events, network switching, native balance and message signing for its namespace. The domain services
 * (Connection, Connectors, Network, Account) are written once against this shape.
 *
 * An adapter reaches the core in two steps so a host pays nothing up front: the host passes a small
 * descriptor (`WalletportAdapter`, from `walletport/evm` or `walletport/solana`) whose `load()` imports the
 * implementation chunk when the core starts; inside it, the heavy chain code (viem, @solana/kit) is
 * imported again lazily on the first chain read or signature.
 */
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type * as Stream from "effect/Stream"
import type * as Subscribable from "effect/Subscribable"
import type { Connector, ConnectorType } from "../schemas/entities/Connector.js"
import type { CaipNetworkId, ChainNamespace } from "../schemas/entities/ids.js"
import type { Network } from "../schemas/entities/Network.js"
import type { Session } from "../schemas/entities/Session.js"
import type { AbiDecodingError, ChainNotSupported, ChainRpcError, ReceiptTimeout } from "../schemas/errors/chainRpc.js"
import type {
  ChainNotConfigured,
  ConnectorAccountNotFound,
  ConnectorBadResponse,
  WalletNotFound
} from "../schemas/errors/connectors.js"
import type { WalletConnectFailed } from "../schemas/errors/walletConnect.js"
import type { WalletRpcError } from "../schemas/errors/walletRpc.js"
import type { Device } from "./Device.js"
import type { Storage } from "./Storage.js"
import type { SendToken, Transfer, TransferOutcome, TransferPlan } from "../schemas/send.js"
import type { Config } from "./Config.js"
import type { WalletConnectShape } from "./WalletConnect.js"
import type { EmbeddedConnectorShape } from "./EmbeddedWallet.js"

/**
 * A wallet an adapter found on the page (EIP-6963 / `window.ethereum` for eip155, Wallet Standard for solana):
 * the entity Connector (its id unique within the adapter) in the adapter's namespace, reached in one of the
 * ways an adapter can reach a wallet.
 */
export interface AdapterWallet extends Omit<Connector, "type"> {
  readonly namespace: ChainNamespace
  readonly type: Extract<ConnectorType, "INJECTED" | "ANNOUNCED" | "WALLET_CONNECT" | "AUTH">
}

/** What a wallet reports after connecting, decoded. An empty `accounts` means the wallet revoked us. */
export type AdapterEvent =
  | { readonly _tag: "AccountsChanged"; readonly accounts: ReadonlyArray<string> }
  | { readonly _tag: "ChainChanged"; readonly caipNetworkId: CaipNetworkId }
  | { readonly _tag: "Disconnect" }

/** Failures of connect and restore: the wallet's own errors (UserRejectedRequest first), bad answers, a vanished wallet. */
export type AdapterConnectError =
  | WalletRpcError
  | ConnectorBadResponse
  | ConnectorAccountNotFound
  | WalletNotFound
  | WalletConnectFailed

/** Failures of a network switch. */
export type AdapterSwitchError = WalletRpcError | ChainNotSupported | WalletNotFound

/** Failures of a chain read. */
export type AdapterReadError = ChainRpcError | ChainNotConfigured

/** Failures of handing a transfer to the wallet: the wallet's errors (UserRejectedRequest first), a vanished wallet, bad answers, the node's refusal. */
export type AdapterSubmitError = WalletRpcError | WalletNotFound | ConnectorBadResponse | AdapterReadError

/** A contract call from the account (EVM): `data` and `value` to `to`, and the transfer it amounts to. */
export interface ContractCall {
  readonly to: string
  readonly data: string
  readonly value: bigint
  readonly transfer: Transfer
}

/**
 * What the Send flow needs from a namespace. Reads go to the chain; only `submit` involves
 * the wallet (EVM: eth_sendTransaction; Solana: solana:signAndSendTransaction).
 */
export interface TransferCapability {
  /**
   * The account's tokens with balances, the native coin first (host `tokens` on EVM, token accounts on Solana).
   * `listed`: token contracts the data plane says the account holds (the Tokens tab's list); EVM reads them from
   * the chain too (balance and decimals: the chain is the truth for what moves), leaving out any it cannot read.
   * Fails: AdapterReadError, AbiDecodingError.
   */
  readonly tokens: (
    network: Network,
    owner: string,
    listed?: ReadonlyArray<string>
  ) => Effect.Effect<ReadonlyArray<SendToken>, AdapterReadError | AbiDecodingError>
  /** Builds the exact request and its fee (the node refuses an impossible transfer here: NodeError). Fails: AdapterReadError. */
  readonly plan: (network: Network, transfer: Transfer) => Effect.Effect<TransferPlan, AdapterReadError>
  /**
   * EVM: the exact request and fee of a contract call the account makes (a swap, an approve: issue 25), planned
   * like a transfer (no nonce; `accountNonce` for retries); `transfer` says what leaves the account. The node
   * refuses a call that would revert here (NodeError). Fails: AdapterReadError.
   */
  readonly planCall?: (network: Network, call: ContractCall) => Effect.Effect<TransferPlan, AdapterReadError>
  /** Hands the plan to the wallet, which signs and broadcasts it; the transaction hash / signature. Fails: AdapterSubmitError. */
  readonly submit: (walletId: string, network: Network, plan: TransferPlan) => Effect.Effect<string, AdapterSubmitError>
  /**
   * Waits (polling on Effect's Clock) until the transaction is final, reverted, replaced or dropped;
   * `lastValidBlockHeight` (Solana, when known) tells when an unseen signature is dropped. Fails: AdapterReadError,
   * ReceiptTimeout / RpcTimeout past the 180 s.
   */
  readonly outcome: (
    network: Network,
    hash: string,
    lastValidBlockHeight?: bigint
  ) => Effect.Effect<TransferOutcome, AdapterReadError | ReceiptTimeout>
  /** Whether the address holds code on the network (EVM eth_getCode; Solana accounts that sign never do). Fails: AdapterReadError. */
  readonly hasCode: (network: Network, address: string) => Effect.Effect<boolean, AdapterReadError>
}

export interface ChainAdapterShape {
  readonly namespace: ChainNamespace
  /** The wallets found so far, deduplicated, host exclusions applied; grows as wallets announce or register. */
  readonly wallets: Subscribable.Subscribable<ReadonlyArray<AdapterWallet>>
  /** Asks wallets to announce again. Never fails. */
  readonly refresh: Effect.Effect<void>
  /** The wallet with this id, waiting up to `timeout` for it to appear. Never fails; undefined when absent. */
  readonly find: (walletId: string, timeout: Duration.DurationInput) => Effect.Effect<AdapterWallet | undefined>
  /**
   * Asks the wallet for its accounts (prompts). The session's `caipNetworkId` is the wallet's chain, which
   * may be one the host did not configure; `network` is the chain the dapp wants (Solana wallets have no
   * chain of their own, so theirs is `network`). Fails: AdapterConnectError.
   */
  readonly connect: (walletId: string, network: Network) => Effect.Effect<Session, AdapterConnectError>
  /**
   * Re-establishes a stored session without prompting. `undefined` only when the wallet answered that it has
   * no accounts for us (the one answer that clears the stored connection). A slow or locked wallet fails.
   * Fails: AdapterConnectError.
   */
  readonly restore: (walletId: string, network: Network) => Effect.Effect<Session | undefined, AdapterConnectError>
  /** Best-effort: tells the wallet we are gone (revoke / standard:disconnect), bounded by a timeout. Never fails. */
  readonly disconnect: (walletId: string) => Effect.Effect<void>
  /**
   * The wallets with a connect prompt open now (layers/live/promptGate.ts): one at a time per wallet, and still
   * open after the visitor went Back. Absent where the connector has no such prompt.
   */
  readonly prompting?: Subscribable.Subscribable<ReadonlySet<string>>
  /** The wallet's events, decoded; garbage is dropped. Listeners are removed when the stream ends. */
  readonly events: (walletId: string) => Stream.Stream<AdapterEvent>
  /** Moves the wallet to `network` (EVM: switch, adding the chain on 4902). Fails: AdapterSwitchError. */
  readonly switchNetwork: (walletId: string, network: Network) => Effect.Effect<void, AdapterSwitchError>
  /** Native balance in the smallest unit (wei, lamports). Fails: AdapterReadError. */
  readonly getBalance: (network: Network, address: string) => Effect.Effect<bigint, AdapterReadError>
  /**
   * Signs a UTF-8 message with the account (EVM: personal_sign → 0x hex; Solana: solana:signMessage →
   * base58 signature). Fails: wallet RPC errors (UserRejectedRequest), WalletNotFound, ConnectorBadResponse.
   */
  readonly signMessage: (
    walletId: string,
    address: string,
    message: string
  ) => Effect.Effect<string, WalletRpcError | WalletNotFound | ConnectorBadResponse>
  /**
   * The object a host uses for its own calls on this wallet: an EIP-1193 provider (eip155), a
   * `SolanaProvider` (solana). Undefined when the wallet is gone.
   */
  readonly hostProvider: (walletId: string) => Effect.Effect<unknown>
  /** Present on the WalletConnect adapters (one per namespace, sharing one pairing and session). */
  readonly walletConnect?: WalletConnectShape
  /** Present on the AUTH adapters (embedded wallet, one per namespace, sharing one secure frame). */
  readonly embedded?: EmbeddedConnectorShape
  /** Sending tokens (issue 10); absent for a namespace that cannot send yet (the Send entry point then hides). */
  readonly transfers?: TransferCapability
}

/** The implementation chunk an adapter descriptor loads: builds the adapter in the instance's scope. */
export interface ChainAdapterModule {
  readonly make: Effect.Effect<ChainAdapterShape, never, Scope.Scope | Config>
}

/** The chunk of a connector that spans namespaces (WalletConnect): one adapter per namespace it serves. */
export interface MultiChainAdapterModule {
  readonly makeAll: Effect.Effect<ReadonlyArray<ChainAdapterShape>, never, Scope.Scope | Config | Storage | Device>
}

// What an adapter descriptor (schemas/adapterDescriptor.ts) loads: these modules, declared here so that
// schemas/ need not import services/.
declare module "../schemas/adapterDescriptor.js" {
  interface AdapterModules {
    readonly chain: ChainAdapterModule
    readonly multiChain: MultiChainAdapterModule
  }
}

/** Every configured adapter, built. Absent namespaces have no adapter ("no adapters" rule when none). */
export interface ChainAdaptersShape {
  /** One adapter per namespace (a namespace served by several adapters is one merged adapter). */
  readonly all: ReadonlyArray<ChainAdapterShape>
  /**
   * Every adapter as built, before merging: a merged adapter's lists change when one of these changes, so a
   * watcher that only needs to know when (Connectors) follows these and skips the merge's streams.
   */
  readonly built: ReadonlyArray<ChainAdapterShape>
  /** The adapter of a namespace, or undefined when the host configured none. */
  readonly get: (namespace: ChainNamespace) => ChainAdapterShape | undefined
}

export class ChainAdapters extends Context.Tag("walletport/ChainAdapters")<ChainAdapters, ChainAdaptersShape>() {}
