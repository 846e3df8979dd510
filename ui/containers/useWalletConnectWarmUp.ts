/**
 * While a wallet list that offers WalletConnect shows (Connect, AllWallets): the QR view's chunk loads, so
 * the view opens without suspending (React holds a suspended view's fallback for 300 ms), and
 * runtime/walletConnect.ts prepareWalletConnectList runs (a phone's warm-up, Telegram / iOS Safari's
 * pairing). Stopped when the list goes; what it started belongs to the instance.
 */
import * as FiberId from "effect/FiberId"
import { useEffect } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { prepareWalletConnectList } from "../../runtime/walletConnect.js"
import { preloadView } from "../views/registry.js"

export const useWalletConnectWarmUp = (listed: boolean): void => {
  const { runtime } = useLoaded().internals
  useEffect(() => {
    if (!listed) return
    void preloadView("ConnectingWalletConnect")
    const fiber = runtime.runFork(prepareWalletConnectList)
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [runtime, listed])
}
