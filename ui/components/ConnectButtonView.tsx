import type { CSSProperties, ReactNode } from "react"

/** What the connect button shows; a snapshot the host's initial bundle can render before the modal loads. */
export type ConnectButtonState =
  | { readonly kind: "disconnected" }
  | { readonly kind: "connecting" }
  | { readonly kind: "connected"; readonly displayAddress: string; readonly balance: string | undefined }

/** Props of the connect button. */
export interface ConnectButtonViewProps {
  readonly state: ConnectButtonState
  readonly onClick: () => void
  readonly onPrefetch: () => void
}

// Inline and self-contained: this file ships in the host's initial chunk, so it imports no modal code or
// tokens. The var() fallbacks let a host theme it with the same --wp-* variables.
const base: CSSProperties = {
  font: "600 15px/1.2 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  padding: "10px 16px",
  border: 0,
  borderRadius: 12,
  cursor: "pointer",
  whiteSpace: "nowrap",
  color: "var(--wp-accent-fg,#fff)",
  background: "var(--wp-accent,#3b82f6)"
}
const connected: CSSProperties = { ...base, color: "var(--wp-fg-1,#fff)", background: "var(--wp-bg-1,#1a1b1f)" }

/** The host-page button that opens the modal; prefetches the modal chunk on hover or focus (ARCHITECTURE §4). */
export const ConnectButtonView = ({ state, onClick, onPrefetch }: ConnectButtonViewProps): ReactNode => (
  <button
    type="button"
    data-testid="connect-button"
    style={state.kind === "connected" ? connected : base}
    aria-busy={state.kind === "connecting"}
    onClick={onClick}
    onPointerEnter={onPrefetch}
    onFocus={onPrefetch}
  >
    {state.kind === "disconnected"
      ? "Connect Wallet"
      : state.kind === "connecting"
        ? "Connecting…"
        : state.balance
          ? `${state.balance} · ${state.displayAddress}`
          : state.displayAddress}
  </button>
)
