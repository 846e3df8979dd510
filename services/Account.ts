/** What is known about the connected account per namespace (Account): address, balance, wallet. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { AccountState } from "../schemas/entities/Account.js"
import type { CaipNetworkId, ChainNamespace } from "../schemas/entities/ids.js"
import type { Session, SessionConnector } from "../schemas/entities/Session.js"
import type { AdapterReadError } from "./ChainAdapter.js"

/**
 * Account of one namespace, as the UI reads it. `caipAddress` is on the wallet's real chain;
 * on a chain the host did not configure there is no balance and no symbol (never another network's).
 */
export interface AccountSnapshot extends Pick<AccountState, "address" | "balance" | "balanceSymbol"> {
  readonly namespace: ChainNamespace
  readonly caipAddress: Session["caipAddress"]
  readonly address: string
  /** The chain the wallet is on. */
  readonly caipNetworkId: CaipNetworkId
  /** True when the wallet's chain is not one of the host's networks (the Unsupported Chain view). */
  readonly unsupportedChain: boolean
  readonly balanceStatus: "idle" | "loading" | "ready" | "failed"
  /** The typed error of the last balance read, when it failed. */
  readonly balanceError: AdapterReadError | undefined
  readonly wallet: SessionConnector
  /** ProfileName / profileImage: the identity (data API), loaded in the background after connect. */
  readonly profileName?: string | undefined
  readonly profileImage?: string | undefined
}

/** Which account a background answer is for: it applies only while that account is still the namespace's. */
export type AccountKey = Pick<AccountSnapshot, "namespace" | "address" | "caipNetworkId">

/** Accounts per namespace; a namespace without a connection has none. */
export type Accounts = Readonly<Partial<Record<ChainNamespace, AccountSnapshot>>>

export interface AccountShape {
  readonly state: Subscribable.Subscribable<Accounts>
  /** Records the session's account and forks its balance read (keyed by address and network). Never fails. */
  readonly setSession: (session: Session) => Effect.Effect<void>
  /** Forgets the namespace's account and interrupts its balance read. Never fails. */
  readonly clear: (namespace: ChainNamespace) => Effect.Effect<void>
  /** Records the identity of the account at `key` (dropped when the account changed since). Never fails. */
  readonly setProfile: (key: AccountKey, profile: { readonly name: string | undefined; readonly image: string | undefined }) => Effect.Effect<void>
  /** Reloads the native balance and waits for it. Fails: AdapterReadError (also kept in balanceError). */
  readonly refreshBalance: (namespace?: ChainNamespace) => Effect.Effect<void, AdapterReadError>
}

export class Account extends Context.Tag("walletport/Account")<Account, AccountShape>() {}
