/** The instance for the React tree (ARCHITECTURE §3: the runtime is created outside React). */
import { createContext, useContext } from "react"
import type { Walletport } from "../createWalletport.js"

export const WalletportContext = createContext<Walletport | undefined>(undefined)

/** The instance from the nearest `<WalletportProvider>`; a clear error when there is none. */
export const useInstance = (): Walletport => {
  const instance = useContext(WalletportContext)
  if (instance === undefined) throw new Error("walletport: wrap your app in <WalletportProvider instance={…}>")
  return instance
}
