/** What is known about the connected account per namespace (SPEC §3 Account): address, balance, wallet. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { ChainRpcError } from "../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../schemas/errors/connectors.js"
import type { ConnectedWallet } from "./Connection.js"

/** One namespace's account, as the UI reads it. `balance` is a decimal string in the native unit. */
export interface AccountSnapshot {
  readonly address: string | undefined
  readonly caipAddress: string | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly balanceError: string | undefined
  readonly wallet: ConnectedWallet | undefined
}

export interface AccountShape {
  readonly state: SubscriptionRef.SubscriptionRef<Readonly<Partial<Record<ChainNamespace, AccountSnapshot>>>>
  /** Records a new session's address on the active network and loads its balance. */
  readonly setConnected: (
    namespace: ChainNamespace,
    session: { readonly address: string; readonly wallet: ConnectedWallet }
  ) => Effect.Effect<void>
  /** Forgets the namespace's account. */
  readonly clear: (namespace: ChainNamespace) => Effect.Effect<void>
  /** Reloads the native balance on the active network. Fails: ChainNotConfigured, chain RPC errors (also recorded in balanceError). */
  readonly refreshBalance: (namespace?: ChainNamespace) => Effect.Effect<void, ChainRpcError | ChainNotConfigured>
}

export class Account extends Context.Tag("walletport/Account")<Account, AccountShape>() {}

