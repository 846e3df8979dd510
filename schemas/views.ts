/**
 * The modal's routes: one Schema per view with its own data, discriminated by `view`,
 * plus the router state (history and the transaction stack).
 */
import type * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { ChainNamespace } from "./entities/ids.js"
import { ChosenWallet } from "./deepLink.js"
import { TITLES } from "./viewTitles.js"

const route = <V extends string, F extends Schema.Struct.Fields>(view: V, fields: F) =>
  Schema.Struct({ view: Schema.Literal(view), ...fields })

/** Every view the modal can show, plus `Networks` (the network selector). */
export const Route = Schema.Union(
  /** `namespace`: connecting a wallet for that namespace while another namespace's wallet stays connected (issue 23). */
  route("Connect", { namespace: Schema.optional(ChainNamespace) }),
  route("Account", {}),
  route("AllWallets", {}),
  route("ConnectingWalletConnectBasic", {}),
  /** The WalletConnect pairing; `wallet` when a catalogue wallet was picked (its name, icon and deep link). */
  route("ConnectingWalletConnect", { connectorId: Schema.optional(Schema.String), wallet: Schema.optional(ChosenWallet) }),
  /** Waiting on a browser wallet; `name` is the wallet's display name (the view's title). */
  route("ConnectingExternal", {
    connectorId: Schema.NonEmptyString,
    name: Schema.String,
    namespace: Schema.optional(ChainNamespace)
  }),
  route("ConnectingSiwe", {}),
  route("ConnectingFarcaster", {}),
  route("UnsupportedChain", {}),
  route("SIWXSignMessage", {}),
  route("ApproveTransaction", {}),
  route("RegisterAccountName", {}),
  route("RegisterAccountNameSuccess", { name: Schema.optional(Schema.String) }),
  route("Networks", {}),
  /** Send tokens from the connected account; the form's state lives in the Send service. */
  route("WalletSend", {}),
  /** The account's address as text and QR, with the networks it is valid on. */
  route("WalletReceive", {}),
  /** Swap tokens on the exchange (swaps, issue 25); the form's state lives in the Swap service. */
  route("WalletSwap", {}),
  /** Buy crypto with a card or bank account through the onramp provider; state in the Onramp service. */
  route("Onramp", {}),
  /** A payment the host asked for with `pay()`, prepared by the Send service. */
  route("Pay", {}),
  /** Embedded wallet (email connect): the 6-digit code mailed to `email` (action VERIFY_OTP). */
  route("EmailVerifyOtp", { email: Schema.String }),
  /** Embedded wallet (VERIFY_DEVICE): waiting for the new-device link mailed to `email`. */
  route("EmailVerifyDevice", { email: Schema.String }),
  /** Embedded wallet, new device: the frame's own panel asks for the recovery code (or shows it after creation). */
  route("EmbeddedRecovery", { mode: Schema.Literal("export", "import") }),
  /** Embedded wallet (email update): the new address. */
  route("UpdateEmailWallet", {}),
  /** VERIFY_PRIMARY_OTP: the code mailed to the current address. */
  route("UpdateEmailPrimaryOtp", { email: Schema.String }),
  /** VERIFY_SECONDARY_OTP: the code mailed to the new address. */
  route("UpdateEmailSecondaryOtp", { email: Schema.String })
)
/** A view and its data. */
export type Route = typeof Route.Type

/** The name of a view. */
export type View = Route["view"]

/** Every view name, for `open({ view })` checks and the UI registry. */
export const VIEWS: ReadonlyArray<View> = Route.members.map((member) => member.fields.view.literals[0])

/**
 * The views a host may open by name (`open({ view })`): each needs no route data and has a component.
 * UnsupportedChain is not among them: the modal routes there itself when the wallet sits on a chain the host
 * did not configure (view selection on open). The other views join as their issues land.
 */
export const PLAIN_VIEWS = ["Connect", "Account", "AllWallets", "ConnectingWalletConnectBasic", "Networks"] as const satisfies ReadonlyArray<View>

/** A view a host may open by name (`open({ view })`). */
export type PlainView = (typeof PLAIN_VIEWS)[number]

/** True when `value` names a view a host may open by name. */
export const isPlainView = (value: unknown): value is PlainView =>
  typeof value === "string" && (PLAIN_VIEWS as ReadonlyArray<string>).includes(value)

/** The route of a view a host may open by name. */
export const plainRoute = (view: PlainView): Route => Schema.decodeSync(Route)({ view })

/** Views with a component: the openable ones plus those the modal routes to itself. */
export const RENDERED_VIEWS = [
  ...PLAIN_VIEWS,
  "ConnectingExternal",
  "UnsupportedChain",
  "ConnectingWalletConnect",
  "SIWXSignMessage",
  "ConnectingSiwe",
  "WalletSend",
  "WalletReceive",
  "WalletSwap",
  "Onramp",
  "Pay",
  // The embedded wallet's views (issue 21), all in one lazy group.
  "EmailVerifyOtp",
  "EmailVerifyDevice",
  "ApproveTransaction",
  "EmbeddedRecovery",
  "UpdateEmailWallet",
  "UpdateEmailPrimaryOtp",
  "UpdateEmailSecondaryOtp",
  // Account names (issue 26), one lazy group.
  "RegisterAccountName",
  "RegisterAccountNameSuccess"
] as const satisfies ReadonlyArray<View>

/** A view with a component. */
export type RenderedView = (typeof RENDERED_VIEWS)[number]

/**
 * Transaction stack, on success: go back; `replace` (return to just before the sign-in view,
 * or close when there is none); or reset to a route.
 */
export type TransactionSuccess =
  | { readonly _tag: "GoBack" }
  | { readonly _tag: "Replace" }
  | { readonly _tag: "Reset"; readonly route: Route }

/** One transaction-stack entry. The callbacks run when the entry is popped. */
export interface TransactionEntry {
  readonly success: TransactionSuccess
  readonly onSuccess?: Effect.Effect<void>
  readonly onCancel?: Effect.Effect<void>
}

/** The current route, the history `back` pops, and the transaction stack. */
export interface RouterState {
  /** The current route's view (= `route.view`). */
  readonly view: View
  readonly route: Route
  readonly history: ReadonlyArray<Route>
  readonly transactions: ReadonlyArray<TransactionEntry>
  /** The header title of the current route. */
  readonly title: string
  /** Whether the back button shows (History of more than one and no UnsupportedChain). */
  readonly canGoBack: boolean
}


/** A connecting view's title, the wallet's name (undefined for other views, or a wallet without a name). */
export const walletTitle = (current: Route): string | undefined =>
  current.view === "ConnectingExternal" && current.name.length > 0
    ? current.name
    : current.view === "ConnectingWalletConnect" && current.wallet !== undefined && current.wallet.name.length > 0
      ? current.wallet.name
      : undefined

/** The header title of a route (a connecting view shows the wallet's name). */
export const routeTitle = (current: Route): string => walletTitle(current) ?? TITLES[current.view]

/** Back pops unless the history has one route left or holds UnsupportedChain (then back closes). */
export const backCloses = (history: ReadonlyArray<Route>): boolean =>
  history.length <= 1 || history.some((r) => r.view === "UnsupportedChain")

/** The router state of a history (the last route is current). */
export const routerState = (history: readonly [Route, ...Array<Route>], transactions: ReadonlyArray<TransactionEntry>): RouterState => {
  const current = history[history.length - 1] ?? history[0]
  return { view: current.view, route: current, history, transactions, title: routeTitle(current), canGoBack: !backCloses(history) }
}

/** The state before anything was opened. */
export const INITIAL_ROUTER_STATE: RouterState = routerState([{ view: "Connect" }], [])
