/** The modal's views (SPEC §2) and the router state that holds them. */
import * as Schema from "effect/Schema"

/** SPEC §2: every view the modal can show. */
export const View = Schema.Literal(
  "Connect",
  "Account",
  "AllWallets",
  "ConnectingWalletConnectBasic",
  "ConnectingWalletConnect",
  "ConnectingExternal",
  "ConnectingSiwe",
  "ConnectingFarcaster",
  "UnsupportedChain",
  "SIWXSignMessage",
  "ApproveTransaction",
  "RegisterAccountName",
  "RegisterAccountNameSuccess"
)
export type View = typeof View.Type

/** Data a view needs, e.g. which wallet ConnectingExternal is waiting on. */
export interface ViewData {
  readonly walletId?: string
}

/** SPEC §2: the current view, its data and the history that `back` pops. */
export interface RouterState {
  readonly view: View
  readonly data: ViewData
  readonly history: ReadonlyArray<{ readonly view: View; readonly data: ViewData }>
}
