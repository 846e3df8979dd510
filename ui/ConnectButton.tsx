/**
 * `<ConnectButton/>`: "Connect Wallet", or the balance and truncated address; opens the modal. In the initial chunk,
 * the connected look aside (its label's formatting and colours load once an account is being connected: useConnectedButton.ts).
 * `<ConnectButton.Custom>` hands the same state to a render prop, for hosts that draw their own button.
 */
import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from "react"
import type { AccountView } from "../schemas/public/account.js"
import { useInstance } from "../runtime/react/instanceContext.js"
import { useStore } from "../runtime/react/useStore.js"
import { WALLETCONNECT_ID } from "../schemas/walletConnectId.js"
import { useAccount, useNetwork, useWalletport, type UseNetworkResult } from "../runtime/react/hooks.js"
import type { ChainNamespace } from "../schemas/public/ids.js"
import type { PlainView } from "../schemas/public/views.js"
import { connectButtonState, LARGE_SCREEN, type ResponsiveFlag, resolveShowBalance } from "./components/connectButtonModel.js"
import { ConnectButtonView, type ConnectButtonSize } from "./components/ConnectButtonView.js"
import { useConnectedButton } from "./components/useConnectedButton.js"
import { useMediaQuery } from "./components/useMediaQuery.js"
import { browserLanguages, resolveLocale, type SupportedLocale } from "./i18n/locales.js"
import { buttonAccentTheme } from "./theme/buttonAccent.js"
import { PREFERS_LIGHT } from "./theme/systemMode.js"

export { LARGE_SCREEN, type ResponsiveFlag, resolveShowBalance } from "./components/connectButtonModel.js"

/** Props of `<ConnectButton/>`. */
export interface ConnectButtonProps {
  /** Text of the disconnected button (default "Connect Wallet", in the visitor's language as the modal speaks it). */
  readonly label?: string
  /** Show the balance when connected; default only on large screens (a phone has no room for it). */
  readonly showBalance?: boolean | ResponsiveFlag
  readonly size?: ConnectButtonSize
}

/**
 * Opens the modal from a click. Never rejects: a failure (bad options: InvalidOptions, the modal's chunk
 * not loading) is already reported once on the console by the instance, and a click handler has no one
 * to hand a rejection to.
 */
const useOpenFromClick = () => {
  const { open } = useWalletport()
  return useCallback(
    (options?: { readonly view?: PlainView; readonly namespace?: ChainNamespace }) => void open(options).catch(() => undefined),
    [open]
  )
}

const noSubscription = () => () => undefined

/**
 * The button's language, resolved as the modal's (the host's `locale`, else the browser's languages: modalLocale.ts).
 * The server knows no browser: it renders the host's `locale` alone, and the client takes over after hydration.
 */
const useLocale = (option: string | ReadonlyArray<string> | undefined): SupportedLocale =>
  useSyncExternalStore(noSubscription, () => resolveLocale(option, browserLanguages()), () => resolveLocale(option, []))

const ConnectButtonBase = (props: ConnectButtonProps): ReactNode => {
  const account = useAccount()
  const { prefetch } = useWalletport()
  const open = useOpenFromClick()
  const { theme, initialLook, stores } = useInstance().internals
  const locale = useLocale(theme?.locale)
  const large = useMediaQuery(LARGE_SCREEN, true)
  const accent = useMemo(() => buttonAccentTheme(theme?.variables), [theme])
  const connected = useConnectedButton(account.status !== "disconnected")
  const prefersLight = useMediaQuery(PREFERS_LIGHT, false)
  const colors = useMemo(() => connected?.buttonTheme(theme?.mode, theme?.variables, prefersLight), [connected, theme, prefersLight])
  const showBalance = resolveShowBalance(props.showBalance, large)
  const state = connectButtonState(
    account,
    // After a server render that showed the address, the address stays while the balance loads (no "Connecting…").
    connected === undefined || colors === undefined ? initialLook : (a) => connected.connectedButtonState(a, colors, theme, showBalance && !initialLook, connected.WRONG_NETWORK_LABEL[locale]),
    useStore(stores.connection).attempt?.connectorId === WALLETCONNECT_ID
  )
  return (
    <ConnectButtonView
      state={state}
      onClick={() => open()}
      onPrefetch={prefetch}
      showBalance={showBalance}
      theme={accent}
      locale={locale}
      {...(props.label === undefined ? {} : { label: props.label })}
      {...(props.size === undefined ? {} : { size: props.size })}
    />
  )
}

/** What `<ConnectButton.Custom>` hands its render prop. */
export interface ConnectButtonRenderProps {
  /** The active namespace's account: after `isConnected`, `address` is typed for its namespace. */
  readonly account: AccountView
  readonly network: UseNetworkResult
  /** Opens the modal (the Connect view when disconnected, the Account view when connected); never rejects. */
  readonly open: (options?: { readonly view?: PlainView; readonly namespace?: ChainNamespace }) => void
  /** Starts downloading the modal UI (call on hover or focus). */
  readonly prefetch: () => void
  /**
   * False on the server and during hydration, true once the client has taken over: render nothing
   * account-specific until then (the server knows no stored session), as RainbowKit's `mounted`.
   */
  readonly mounted: boolean
}

/** True on the client after hydration; false on the server and while hydrating (no effect, no extra render pass). */
const useMounted = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false)

const ConnectButtonCustom = (props: { readonly children: (state: ConnectButtonRenderProps) => ReactNode }): ReactNode => {
  const account = useAccount()
  const network = useNetwork()
  const { prefetch } = useWalletport()
  const open = useOpenFromClick()
  const mounted = useMounted()
  return props.children({ account, network, open, prefetch, mounted })
}

/** `<ConnectButton/>` and its render-prop form `<ConnectButton.Custom>{(state) => …}</ConnectButton.Custom>`. */
export const ConnectButton: ((props: ConnectButtonProps) => ReactNode) & {
  readonly Custom: (props: { readonly children: (state: ConnectButtonRenderProps) => ReactNode }) => ReactNode
} = Object.assign(ConnectButtonBase, { Custom: ConnectButtonCustom })
