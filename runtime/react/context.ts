/** The instance for the React tree (ARCHITECTURE §3: the runtime is created outside React). */
import { createContext, useContext } from "react"
import type { LoadedWalletport, Walletport } from "../types.js"

export const WalletportContext = createContext<Walletport | undefined>(undefined)

/** The loaded instance, for the modal UI (which only ever renders after the core has loaded). */
export const LoadedWalletportContext = createContext<LoadedWalletport | undefined>(undefined)

/** The loaded instance from `mountModal`; a clear error when there is none. */
export const useLoaded = (): LoadedWalletport => {
  const instance = useContext(LoadedWalletportContext)
  if (instance === undefined) throw new Error("walletport: the modal UI renders only inside mountModal()")
  return instance
}

/** The instance from the nearest `<WalletportProvider>`; a clear error when there is none. */
export const useInstance = (): Walletport => {
  const instance = useContext(WalletportContext)
  if (instance === undefined) throw new Error("walletport: wrap your app in <WalletportProvider instance={…}>")
  return instance
}
