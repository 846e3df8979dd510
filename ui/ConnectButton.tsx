/** `<ConnectButton/>`: "Connect Wallet", or the balance and truncated address; opens the modal. In the initial chunk. */
import { type ReactNode, useMemo } from "react"
import { formatBalance, truncateAddress } from "../schemas/format.js"
import { useInstance } from "../runtime/react/context.js"
import { useAccount, useWalletport } from "../runtime/react/hooks.js"
import { ConnectButtonView, type ConnectButtonSize, type ConnectButtonState } from "./components/ConnectButtonView.js"
import { useMediaQuery } from "./components/useMediaQuery.js"
import { buttonTheme } from "./theme/buttonTheme.js"

/** Per screen size, like RainbowKit's `showBalance`. */
export interface ResponsiveFlag {
  readonly smallScreen?: boolean
  readonly largeScreen?: boolean
}

/** Props of `<ConnectButton/>`. */
export interface ConnectButtonProps {
  /** Text of the disconnected button (default "Connect Wallet"). */
  readonly label?: string
  /** Show the balance when connected; default only on large screens (a phone has no room for it). */
  readonly showBalance?: boolean | ResponsiveFlag
  readonly size?: ConnectButtonSize
}

/** The width from which a screen counts as large (RainbowKit's breakpoint). */
export const LARGE_SCREEN = "(min-width: 768px)"

/** Resolves `showBalance` for the current screen. */
export const resolveShowBalance = (flag: boolean | ResponsiveFlag | undefined, largeScreen: boolean): boolean =>
  typeof flag === "boolean" ? flag : largeScreen ? (flag?.largeScreen ?? true) : (flag?.smallScreen ?? false)

export const ConnectButton = (props: ConnectButtonProps): ReactNode => {
  const account = useAccount()
  const { open, prefetch } = useWalletport()
  const { theme } = useInstance().internals
  const large = useMediaQuery(LARGE_SCREEN, true)
  const themed = useMemo(() => buttonTheme(theme?.mode, theme?.variables), [theme])
  const state: ConnectButtonState = account.isConnected && account.address !== undefined
    ? {
      kind: "connected",
      displayName: truncateAddress(account.address),
      fullName: account.address,
      balance: account.balance === undefined ? undefined : formatBalance(account.balance, account.balanceSymbol)
    }
    : account.status === "connecting"
    ? { kind: "connecting" }
    : { kind: "disconnected" }
  return (
    <ConnectButtonView
      state={state}
      onClick={() => void open().catch(() => undefined)}
      onPrefetch={prefetch}
      showBalance={resolveShowBalance(props.showBalance, large)}
      theme={themed}
      {...(props.label === undefined ? {} : { label: props.label })}
      {...(props.size === undefined ? {} : { size: props.size })}
    />
  )
}
