/** `<ConnectButton/>`: "Connect Wallet", or the balance and truncated address; opens the modal. In the initial chunk. */
import { type ReactNode, useMemo } from "react"
import { useInstance } from "../runtime/react/context.js"
import { useAccount, useWalletport } from "../runtime/react/hooks.js"
import { connectButtonState, LARGE_SCREEN, type ResponsiveFlag, resolveShowBalance } from "./components/connectButtonModel.js"
import { ConnectButtonView, type ConnectButtonSize } from "./components/ConnectButtonView.js"
import { useMediaQuery } from "./components/useMediaQuery.js"
import { buttonTheme } from "./theme/buttonTheme.js"

export { LARGE_SCREEN, type ResponsiveFlag, resolveShowBalance } from "./components/connectButtonModel.js"

/** Props of `<ConnectButton/>`. */
export interface ConnectButtonProps {
  /** Text of the disconnected button (default "Connect Wallet"). */
  readonly label?: string
  /** Show the balance when connected; default only on large screens (a phone has no room for it). */
  readonly showBalance?: boolean | ResponsiveFlag
  readonly size?: ConnectButtonSize
}

export const ConnectButton = (props: ConnectButtonProps): ReactNode => {
  const account = useAccount()
  const { open, prefetch } = useWalletport()
  const { theme } = useInstance().internals
  const large = useMediaQuery(LARGE_SCREEN, true)
  const themed = useMemo(() => buttonTheme(theme?.mode, theme?.variables), [theme])
  const state = connectButtonState(account)
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
