/**
 * `<walletport-button>` in the host's types: the tag in `document.createElement` / `querySelector` (here, no
 * React), and in JSX (runtime/react/jsxElements.ts, with the React entry). Types only.
 */

/** The attributes `<walletport-button>` reads, all optional. */
export interface WalletportButtonAttributes {
  /** Text of the disconnected button (default "Connect Wallet", in the visitor's language as the modal speaks it). */
  readonly label?: string
  /** Absent: the balance shows on screens from 768 px; present (or "true"): always; "false": never. */
  readonly "show-balance"?: "" | "true" | "false"
  /** Default "md". */
  readonly size?: "sm" | "md" | "lg"
}

/** The `<walletport-button>` element: a plain HTMLElement (its state is its instance's). Parts: button, label, balance, avatar, name. */
export interface WalletportButtonElement extends HTMLElement {}

declare global {
  interface HTMLElementTagNameMap {
    "walletport-button": WalletportButtonElement
  }
}
