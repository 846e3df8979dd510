import type { ReactNode } from "react"
import { BUTTON_LABELS } from "../i18n/buttonLabels.js"
import { directionOf, type SupportedLocale } from "../i18n/locales.js"
import { connectButtonStyles } from "./connectButtonModel.js"

/** The button's accent and type: the same in every state and both modes (ui/theme/buttonAccent.ts). */
export interface ButtonAccentTheme {
  readonly accent: string
  readonly accentFg: string
  readonly fontFamily: string
  readonly fontSizeMaster: string
  readonly borderRadiusMaster: string
}

/** The connected button's colours: the modal's surface, text and border for the host's mode. */
export interface ButtonSurfaceColors {
  readonly surface: string
  readonly surfaceFg: string
  readonly mutedFg: string
  readonly border: string
  /** The error colour on `surface` ("Wrong network"). */
  readonly errorFg: string
}

/** Concrete colours and shape (the button sits in the host's DOM, outside the modal's variables): ui/theme/buttonTheme.ts. */
export interface ConnectButtonTheme extends ButtonAccentTheme, ButtonSurfaceColors {}

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
    /**
     * The profile image URL (identity), once the data plane has it: already through the image source policy
     * (connectedButtonState.ts makes this state), so the view shows it as is.
     */
    readonly avatar?: string | undefined
    /** Its colours, resolved with the label (connectedButtonState.ts). */
    readonly colors: ButtonSurfaceColors
  }

/** Button sizes, as RainbowKit and AppKit offer them. */
export type ConnectButtonSize = "sm" | "md" | "lg"

/** Props of the connect button. */
export interface ConnectButtonViewProps {
  readonly state: ConnectButtonState
  readonly onClick: () => void
  readonly onPrefetch: () => void
  /** Text of the disconnected button (default "Connect Wallet" in `locale`). */
  readonly label?: string
  /** The visitor's language, as the modal's (default English); Arabic lays the button out right to left. */
  readonly locale?: SupportedLocale
  /** Whether the connected button shows the balance (already resolved for the screen size). */
  readonly showBalance?: boolean
  readonly size?: ConnectButtonSize
  /** From buttonAccentTheme(): the host's theme options resolved like the modal's (a connected state brings its colours). */
  readonly theme: ButtonAccentTheme
}

// Inline and self-contained: this file ships in the host's initial chunk, so it imports no modal code.

/** The host-page button that opens the modal; prefetches the modal chunk on hover or focus (ARCHITECTURE §4). */
export const ConnectButtonView = (props: ConnectButtonViewProps): ReactNode => {
  const { state, theme, size = "md", locale = "en" } = props
  const words = BUTTON_LABELS[locale]
  const styles = connectButtonStyles(theme, size, state.kind === "connected" ? state.colors : undefined)
  return (
    <button
      type="button"
      data-testid="connect-button"
      data-size={size}
      lang={locale}
      dir={directionOf(locale)}
      style={styles.button}
      aria-busy={state.kind === "connecting"}
      title={state.kind === "connected" ? state.fullName : undefined}
      onClick={props.onClick}
      onPointerEnter={props.onPrefetch}
      onFocus={props.onPrefetch}
    >
      {state.kind === "disconnected" ? (
        <span style={styles.text}>{props.label ?? words.connect}</span>
      ) : state.kind === "connecting" ? (
        <span style={styles.stack}>
          {words.connecting}
          <span style={styles.reserved}>{props.label ?? words.connect}</span>
        </span>
      ) : (
        <>
          {props.showBalance !== false && state.balance !== undefined && (
            <span data-testid="connect-button-balance" style={styles.balance}>
              {state.balance}
            </span>
          )}
          {state.avatar !== undefined && <img data-testid="connect-button-avatar" src={state.avatar} alt="" style={styles.avatar} />}
          <span data-testid="connect-button-name" style={styles.text}>
            {state.displayName}
          </span>
        </>
      )}
    </button>
  )
}
