/** `<WalletportProvider instance={…}>`: makes an instance from `createWalletport` available to the hooks. */
import type { ReactNode } from "react"
import type { Walletport } from "../types.js"
import { WalletportContext } from "./instanceContext.js"

export const WalletportProvider = (props: { readonly instance: Walletport; readonly children?: ReactNode }): ReactNode => (
  <WalletportContext.Provider value={props.instance}>{props.children}</WalletportContext.Provider>
)
