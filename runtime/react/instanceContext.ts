/**
 * The instance for the React tree (ARCHITECTURE §3: the runtime is created outside React). In the host's initial
 * chunk (the button and the hooks read it); the loaded instance's context, which only the modal reads, is in
 * context.ts, out of it (a bundler places whole files: test/bench/initialDeadWeight.test.ts).
 */
import { createContext, useContext } from "react"
import type { Walletport } from "../types.js"

export const WalletportContext = createContext<Walletport | undefined>(undefined)

/** The instance from the nearest `<WalletportProvider>`; a clear error when there is none. */
export const useInstance = (): Walletport => {
  const instance = useContext(WalletportContext)
  if (instance === undefined) throw new Error("walletport: wrap your app in <WalletportProvider instance={…}>")
  return instance
}
