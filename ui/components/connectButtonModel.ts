/**
 * What the connect button shows and how it looks, as plain data: shared by the React `<ConnectButton/>`
 * and the `<walletport-button>` custom element, so it imports no React and no Effect (types only).
 */
import type { CSSProperties } from "react"
import type { WalletportAccount } from "../../runtime/types.js"
import type { ButtonAccentTheme, ButtonSurfaceColors, ConnectButtonSize, ConnectButtonState } from "./ConnectButtonView.js"

/** Per screen size, like RainbowKit's `showBalance`. */
export interface ResponsiveFlag {
  readonly smallScreen?: boolean
  readonly largeScreen?: boolean
}

/** The width from which a screen counts as large (RainbowKit's breakpoint). */
export const LARGE_SCREEN = "(min-width: 768px)"

/** Resolves `showBalance` for the current screen: by default the balance shows only on large screens. */
export const resolveShowBalance = (flag: boolean | ResponsiveFlag | undefined, largeScreen: boolean): boolean =>
  typeof flag === "boolean" ? flag : largeScreen ? (flag?.largeScreen ?? true) : (flag?.smallScreen ?? false)

/** The fields of the account the button reads. */
export type ButtonAccount =
  & Pick<WalletportAccount, "isConnected" | "address" | "status" | "balance" | "balanceSymbol">
  & Partial<Pick<WalletportAccount, "profileName" | "profileImage" | "unsupportedChain" | "balanceStatus">>

/** A connected account as the button reads it. */
export type ConnectedButtonAccount = ButtonAccount & { readonly address: string }

/** The connected button's state for an account (connectedButtonState.ts, in the theme's colours); undefined while it waits for the first balance. */
export type ConnectedStateOf = (account: ConnectedButtonAccount) => Extract<ConnectButtonState, { readonly kind: "connected" }> | undefined

/**
 * The button's state for an account: connected (as `connected` makes it), connecting, or disconnected. The
 * connected look (formatting, colours) loads with import() in the React host (only an account the core
 * connected needs it): until it has, or while it waits for the first balance, a connected account shows as
 * connecting. `pairing`: the attempt is WalletConnect's, whose QR waits for a scan: nothing is connecting yet.
 */
export const connectButtonState = (account: ButtonAccount, connected: ConnectedStateOf | undefined, pairing?: boolean): ConnectButtonState =>
  account.isConnected && account.address !== undefined
    ? (connected?.({ ...account, address: account.address }) ?? { kind: "connecting" })
    : account.status === "connecting" && pairing !== true
    ? { kind: "connecting" }
    : { kind: "disconnected" }

/** Font size (at the 10px master) and padding per size. */
const SIZES: Record<ConnectButtonSize, { readonly font: number; readonly padY: number; readonly padX: number; readonly radius: number }> = {
  sm: { font: 1.3, padY: 6, padX: 12, radius: 2.5 },
  md: { font: 1.5, padY: 10, padX: 16, radius: 3 },
  lg: { font: 1.7, padY: 13, padX: 20, radius: 3.5 }
}

/** Whether `value` names a size (an attribute may hold anything). */
export const isButtonSize = (value: unknown): value is ConnectButtonSize => typeof value === "string" && value in SIZES

/** Smallest width of the name: a whole truncated address ("0x71C7…976F"). */
const NAME_FLOOR = "8em"

/**
 * The button's inline styles. Lengths carry their unit and numbers are only unitless values (weight, line
 * height), so the same declarations serve React's `style` and a stylesheet (see `cssDeclarations`).
 */
export interface ConnectButtonStyles {
  readonly button: CSSProperties
  /** The label or the name: cut with an ellipsis when the button runs out of room. */
  readonly text: CSSProperties
  readonly balance: CSSProperties
  /** The profile image: a small round picture that never shrinks. */
  readonly avatar: CSSProperties
  /**
   * "Connecting…" above the label, kept in the layout's width but hidden and flat (`reserved`): the button keeps
   * the disconnected width while a connection is restored, so a returning visitor sees one change of width (issue 23).
   */
  readonly stack: CSSProperties
  readonly reserved: CSSProperties
}

/** The button's styles; `connected`: the connected look's colours (else the accent's look). */
export const connectButtonStyles = (
  theme: ButtonAccentTheme,
  size: ConnectButtonSize,
  connected: ButtonSurfaceColors | undefined
): ConnectButtonStyles => {
  const s = SIZES[size]
  return {
    button: {
      display: "inline-flex",
      alignItems: "center",
      gap: "8px",
      // Never wider than its container: on a 320 px phone a long name is cut, the button does not overflow;
      // a host's flex header may squeeze it, but not below a whole truncated address.
      maxWidth: "100%",
      minWidth: connected !== undefined ? `min(100%, calc(${NAME_FLOOR} + ${2 * s.padX + 2}px))` : "0",
      boxSizing: "border-box",
      fontFamily: theme.fontFamily,
      fontSize: `calc(${theme.fontSizeMaster} * ${s.font})`,
      fontWeight: 600,
      lineHeight: 1.2,
      padding: `${s.padY}px ${s.padX}px`,
      border: connected !== undefined ? `1px solid ${connected.border}` : "1px solid transparent",
      borderRadius: `calc(${theme.borderRadiusMaster} * ${s.radius})`,
      cursor: "pointer",
      whiteSpace: "nowrap",
      color: connected?.surfaceFg ?? theme.accentFg,
      backgroundColor: connected?.surface ?? theme.accent
    },
    text: { minWidth: "0", overflow: "hidden", textOverflow: "ellipsis" },
    balance: { flex: "none", color: connected?.mutedFg ?? "inherit" },
    avatar: { flex: "none", display: "block", width: "1.25em", height: "1.25em", borderRadius: "50%", objectFit: "cover" },
    stack: { display: "inline-flex", flexDirection: "column" },
    reserved: { height: "0", visibility: "hidden" }
  }
}

/** `{ fontSize: "1px" }` as `font-size: 1px;` for a stylesheet. */
export const cssDeclarations = (style: CSSProperties): string =>
  Object.entries(style)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number")
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(" ")
