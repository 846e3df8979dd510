/**
 * `<ConnectButton/>`: "Connect Wallet", or the balance and truncated address; opens the modal. In the initial chunk.
 * A failed open (bad options, the modal chunk not downloading) is already reported by the instance; the click just ends.
 */
import type { ReactNode } from "react"
import { formatBalance, truncateAddress } from "../schemas/format.js"
import { ConnectButtonView, type ConnectButtonState } from "./components/ConnectButtonView.js"
import { useAccount, useWalletport } from "../runtime/react/hooks.js"

export const ConnectButton = (): ReactNode => {
  const account = useAccount()
  const { open, prefetch } = useWalletport()
  const state: ConnectButtonState = account.isConnected && account.address !== undefined
    ? {
      kind: "connected",
      displayAddress: truncateAddress(account.address),
      balance: account.balance === undefined ? undefined : formatBalance(account.balance, account.balanceSymbol)
    }
    : account.status === "connecting"
    ? { kind: "connecting" }
    : { kind: "disconnected" }
  return <ConnectButtonView state={state} onClick={() => void open().catch(() => undefined)} onPrefetch={prefetch} />
}
