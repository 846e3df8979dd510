/**
 * `<WalletportSsrProvider instance={…} initialState={…}>` (issue 27): `<WalletportProvider>` for a host that
 * renders on the server. With the `initialState` that `walletport/ssr`'s `cookieToInitialState` read from the
 * request, a returning visitor's account and button render on the server, and hydration agrees with them.
 * Its own component, not a prop of `<WalletportProvider>`: a host that does not render on the server ships
 * none of it in its initial chunk.
 */
import { type ReactNode, useMemo } from "react"
import type { WalletportInitialState } from "../../schemas/public/ssr.js"
import type { Walletport } from "../types.js"
import { WalletportContext } from "./instanceContext.js"
import { withInitialState } from "./initialState.js"

/** Props of `<WalletportSsrProvider>`. */
export interface WalletportSsrProviderProps {
  readonly instance: Walletport
  /** `cookieToInitialState(options, cookieHeader)`'s result, from the server; undefined: a first visit. */
  readonly initialState: WalletportInitialState | undefined
  readonly children?: ReactNode
}

export const WalletportSsrProvider = (props: WalletportSsrProviderProps): ReactNode => {
  const { instance, initialState } = props
  // One view per visit's state: its latch (the core has settled the session) must outlive re-renders.
  const value = useMemo(() => (initialState === undefined ? instance : withInitialState(instance, initialState)), [instance, initialState])
  return <WalletportContext.Provider value={value}>{props.children}</WalletportContext.Provider>
}
