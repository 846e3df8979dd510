import type { CSSProperties, ReactNode } from "react"

/** What the connect button shows; a snapshot the host's initial bundle can render before the modal loads. */
export type ConnectButtonState =
  | { readonly kind: "disconnected" }
  | { readonly kind: "connecting" }
  | {
    readonly kind: "connected"
    /** A profile name or the truncated address; cut with an ellipsis when the button runs out of room. */
    readonly displayName: string
    readonly balance: string | undefined
    /** The full address or name, for the tooltip and screen readers. */
    readonly fullName?: string
  }

/** Concrete colours and shape (the button sits in the host's DOM, outside the modal's variables). */
export interface ConnectButtonTheme {
  readonly accent: string
  readonly accentFg: string
  readonly surface: string
  readonly surfaceFg: string
  readonly mutedFg: string
  readonly border: string
  readonly fontFamily: string
  readonly fontSizeMaster: string
  readonly borderRadiusMaster: string
}

/** Button sizes, as RainbowKit and AppKit offer them. */
export type ConnectButtonSize = "sm" | "md" | "lg"

/** Props of the connect button. */
export interface ConnectButtonViewProps {
  readonly state: ConnectButtonState
  readonly onClick: () => void
  readonly onPrefetch: () => void
  /** Text of the disconnected button (default "Connect Wallet"). */
  readonly label?: string
  /** Whether the connected button shows the balance (already resolved for the screen size). */
  readonly showBalance?: boolean
  readonly size?: ConnectButtonSize
  /** From buttonTheme(): the host's theme options resolved like the modal's. */
  readonly theme: ConnectButtonTheme
}

// Inline and self-contained: this file ships in the host's initial chunk, so it imports no modal code.

/** Font size (at the 10px master) and padding per size. */
const SIZES: Record<ConnectButtonSize, { readonly font: number; readonly padY: number; readonly padX: number; readonly radius: number }> = {
  sm: { font: 1.3, padY: 6, padX: 12, radius: 2.5 },
  md: { font: 1.5, padY: 10, padX: 16, radius: 3 },
  lg: { font: 1.7, padY: 13, padX: 20, radius: 3.5 }
}

/** Smallest width of the name: a whole truncated address ("0x71C7…976F"). */
const NAME_FLOOR = "8em"

const ellipsis: CSSProperties = { minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }

/** The host-page button that opens the modal; prefetches the modal chunk on hover or focus (ARCHITECTURE §4). */
export const ConnectButtonView = (props: ConnectButtonViewProps): ReactNode => {
  const { state, theme, size = "md" } = props
  const s = SIZES[size]
  const connected = state.kind === "connected"
  const style: CSSProperties = {
    display: "inline-flex",
    alignItems: "center",
    gap: 8,
    // Never wider than its container: on a 320 px phone a long name is cut, the button does not overflow;
    // a host's flex header may squeeze it, but not below a whole truncated address.
    maxWidth: "100%",
    minWidth: connected ? `min(100%, calc(${NAME_FLOOR} + ${2 * s.padX + 2}px))` : 0,
    boxSizing: "border-box",
    fontFamily: theme.fontFamily,
    fontSize: `calc(${theme.fontSizeMaster} * ${s.font})`,
    fontWeight: 600,
    lineHeight: 1.2,
    padding: `${s.padY}px ${s.padX}px`,
    border: connected ? `1px solid ${theme.border}` : "1px solid transparent",
    borderRadius: `calc(${theme.borderRadiusMaster} * ${s.radius})`,
    cursor: "pointer",
    whiteSpace: "nowrap",
    color: connected ? theme.surfaceFg : theme.accentFg,
    backgroundColor: connected ? theme.surface : theme.accent
  }
  return (
    <button
      type="button"
      data-testid="connect-button"
      data-size={size}
      style={style}
      aria-busy={state.kind === "connecting"}
      title={state.kind === "connected" ? state.fullName : undefined}
      onClick={props.onClick}
      onPointerEnter={props.onPrefetch}
      onFocus={props.onPrefetch}
    >
      {state.kind === "disconnected" ? (
        <span style={ellipsis}>{props.label ?? "Connect Wallet"}</span>
      ) : state.kind === "connecting" ? (
        "Connecting…"
      ) : (
        <>
          {props.showBalance !== false && state.balance !== undefined && (
            <span data-testid="connect-button-balance" style={{ flex: "none", color: theme.mutedFg }}>
              {state.balance}
            </span>
          )}
          <span data-testid="connect-button-name" style={ellipsis}>
            {state.displayName}
          </span>
        </>
      )}
    </button>
  )
}
