import type { ReactNode } from "react"
import { CONNECTING_LABEL, connectButtonStyles, DEFAULT_LABEL } from "./connectButtonModel.js"
import { SafeImage } from "./SafeImage.js"

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
    /** The profile image URL (identity), once the data plane has it. */
    readonly avatar?: string | undefined
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

/** The host-page button that opens the modal; prefetches the modal chunk on hover or focus (ARCHITECTURE §4). */
export const ConnectButtonView = (props: ConnectButtonViewProps): ReactNode => {
  const { state, theme, size = "md" } = props
  const styles = connectButtonStyles(state.kind === "connected", theme, size)
  return (
    <button
      type="button"
      data-testid="connect-button"
      data-size={size}
      style={styles.button}
      aria-busy={state.kind === "connecting"}
      title={state.kind === "connected" ? state.fullName : undefined}
      onClick={props.onClick}
      onPointerEnter={props.onPrefetch}
      onFocus={props.onPrefetch}
    >
      {state.kind === "disconnected" ? (
        <span style={styles.text}>{props.label ?? DEFAULT_LABEL}</span>
      ) : state.kind === "connecting" ? (
        CONNECTING_LABEL
      ) : (
        <>
          {props.showBalance !== false && state.balance !== undefined && (
            <span data-testid="connect-button-balance" style={styles.balance}>
              {state.balance}
            </span>
          )}
          <SafeImage data-testid="connect-button-avatar" src={state.avatar} alt="" style={styles.avatar} fallback={null} />
          <span data-testid="connect-button-name" style={styles.text}>
            {state.displayName}
          </span>
        </>
      )}
    </button>
  )
}
