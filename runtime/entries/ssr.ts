/**
 * `walletport/ssr` (issue 27): server rendering for a returning visitor. `cookieToInitialState(options, cookie)`
 * reads the cookie that the `ssr: true` option keeps; hand its result to `<WalletportSsrProvider initialState>`.
 * No Effect and no React here, so a Server Component (the App Router's layout) can import it. The button's
 * connected look is made here, on the server, with the module the client loads later (connectedButtonState.ts),
 * so the host's initial chunk carries none of it.
 */
import type { ChainNamespace } from "../../schemas/public/ids.js"
import type { WalletportOptionsInput } from "../../schemas/public/options.js"
import type { InitialAccount, InitialButtonState, WalletportInitialState } from "../../schemas/public/ssr.js"
import { type CookieSession, cookieFromHeader, decodeSessionCookie, sessionCookieName } from "../../schemas/ssr/sessionCookie.js"
import { storageScope } from "../../schemas/storage/keys.js"
import { buttonTheme, connectedButtonState, WRONG_NETWORK_LABEL } from "../../ui/components/connectedButtonState.js"
import { resolveLocale } from "../../ui/i18n/locales.js"

/** The options `cookieToInitialState` reads: the same object you pass to `createWalletport`. */
export type InitialStateOptions = Pick<
  WalletportOptionsInput,
  "projectId" | "storageKey" | "networks" | "themeMode" | "themeVariables" | "allowUnsupportedChain" | "locale"
>

const isConfigured = (options: InitialStateOptions, caipNetworkId: string): boolean =>
  // Read as given (not decoded yet): a malformed list configures nothing.
  Array.isArray(options.networks) && options.networks.some((network) => network?.caipNetworkId === caipNetworkId)

/** The cookie's codec has checked the form (`0x` + 40 hex); this says so to the type. */
const isHexAddress = (address: string): address is `0x${string}` => address.startsWith("0x")

const accountOf = (options: InitialStateOptions, session: CookieSession): InitialAccount | undefined => {
  const fields = {
    isConnected: true,
    status: "connected",
    caipAddress: session.caipAddress,
    caipNetworkId: session.caipNetworkId,
    unsupportedChain: !isConfigured(options, session.caipNetworkId),
    balance: undefined,
    balanceSymbol: undefined,
    balanceStatus: "idle",
    balanceError: undefined,
    wallet: session.connector
  } as const
  const { namespace, address } = session
  if (namespace === "eip155") return isHexAddress(address) ? { ...fields, namespace, address } : undefined
  return namespace === "solana" ? { ...fields, namespace, address } : { ...fields, namespace, address }
}

const buttonOf = (options: InitialStateOptions, account: InitialAccount): InitialButtonState | undefined => {
  // The server knows no balance, so the button shows the address alone (showBalance false: never held back).
  // Nor the browser's languages: "Wrong network" in the host's `locale` alone, as <ConnectButton/>'s server render.
  const wrongNetwork = WRONG_NETWORK_LABEL[resolveLocale(options.locale, [])]
  const state = connectedButtonState(account, buttonTheme(options.themeMode, options.themeVariables), options, false, wrongNetwork)
  if (state === undefined) return undefined
  return {
    kind: "connected",
    displayName: state.displayName,
    fullName: state.fullName ?? account.address,
    balance: undefined,
    colors: state.colors
  }
}

/**
 * The initial state for `<WalletportProvider initialState>` from the request's `Cookie` header (Next.js:
 * `(await headers()).get("cookie")`); `undefined` when the visitor has no connection, or the cookie is
 * malformed, tampered with, too long or of another version. Never throws.
 */
export const cookieToInitialState = (
  options: InitialStateOptions,
  cookieHeader: string | null | undefined
): WalletportInitialState | undefined => {
  if (typeof cookieHeader !== "string") return undefined
  const raw = cookieFromHeader(cookieHeader, sessionCookieName(storageScope(options)))
  const sessions = raw === undefined ? undefined : decodeSessionCookie(raw)
  const accounts: Partial<Record<ChainNamespace, InitialAccount>> = {}
  for (const session of sessions ?? []) {
    const account = accountOf(options, session)
    if (account === undefined) return undefined
    accounts[session.namespace] = account
  }
  const shown = accounts.eip155 ?? Object.values(accounts)[0]
  const button = shown === undefined ? undefined : buttonOf(options, shown)
  return button === undefined ? undefined : { accounts, button }
}

export type { InitialAccount, InitialButtonState, WalletportInitialState } from "../../schemas/public/ssr.js"
