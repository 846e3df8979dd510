/** What a server reads from a returning visitor's cookie (`cookieToInitialState`), without Effect or React. */
import type { ConnectedAccount } from "./account.js"
import type { ChainNamespace } from "./ids.js"

/** The connect button as the server renders it: the connected look, in your theme. */
export interface InitialButtonState {
  readonly kind: "connected"
  /** The truncated address ("0x71C7…976F"), or "Wrong network" (in your `locale`) on a chain you did not configure. */
  readonly displayName: string
  /** The full address, for the tooltip and screen readers. */
  readonly fullName: string
  /** No balance yet: the client reads it once the session is restored. */
  readonly balance: undefined
  readonly colors: {
    readonly surface: string
    readonly surfaceFg: string
    readonly mutedFg: string
    readonly border: string
    readonly errorFg: string
  }
}

/** An account as the cookie tells it: connected, with no balance (nor its error) read yet. */
export type InitialAccount = ConnectedAccount & { readonly balanceError: undefined }

/**
 * A returning visitor's connections as their last visit left them (read from the cookie `ssr: true` writes):
 * pass it to `<WalletportProvider initialState={…}>` so the server renders the address and hydration agrees.
 * Plain data, so a Server Component can hand it to a Client Component.
 */
export interface WalletportInitialState {
  /** Per namespace, the account (no balance yet, no profile). */
  readonly accounts: Readonly<Partial<Record<ChainNamespace, InitialAccount>>>
  /** The button for the EVM account when there is one, else for the first namespace connected. */
  readonly button: InitialButtonState
}
