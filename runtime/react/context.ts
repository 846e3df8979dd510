/**
 * The loaded instance, for the modal UI (which only ever renders after the core has loaded). The host's instance
 * (`useInstance`) is in instanceContext.ts: the modal's many importers of this file keep it out of the initial chunk.
 */
import { createContext, useContext } from "react"
import type { LoadedWalletport } from "../types.js"

export const LoadedWalletportContext = createContext<LoadedWalletport | undefined>(undefined)

/** The loaded instance from `mountModal`; a clear error when there is none. */
export const useLoaded = (): LoadedWalletport => {
  const instance = useContext(LoadedWalletportContext)
  if (instance === undefined) throw new Error("walletport: the modal UI renders only inside mountModal()")
  return instance
}
