/**
 * The WalletConnect pairing as the views see it (ConnectingWalletConnect, Pairing): the `wc:` URI
 * to show as a QR code or open in a wallet, and when it expires. Held by the WalletConnect adapters
 * (layers/live/walletconnect), which share one pairing and one session across namespaces.
 */
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { WalletConnectDeepLink } from "../schemas/deepLink.js"
import type { AdapterConnectError } from "./ChainAdapter.js"

/** Pairing: none yet, being created (SDK loading, relay connecting), shown, or failed. */
export type PairingState =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Creating" }
  | { readonly _tag: "Ready"; readonly uri: string; readonly createdAt: number; readonly expiresAt: number }
  | { readonly _tag: "Failed"; readonly error: AdapterConnectError; readonly failedAt: number }

export interface WalletConnectShape {
  readonly pairing: Subscribable.Subscribable<PairingState>
  /** The list id of the WalletConnect connector (the same in every namespace). */
  readonly connectorId: string
  /** True once the pairing's expiry is within the margin (10 s), by the instance's Clock. Never fails. */
  readonly isExpired: Effect.Effect<boolean>
  /** Starts importing the SDK and opening the relay socket (hover on the WalletConnect entry). Never fails. */
  readonly prefetch: Effect.Effect<void>
  /** Imports the SDK's code only (a list offering WalletConnect shows): nothing reaches the relay. Never fails. */
  readonly preload: Effect.Effect<void>
  /**
   * Imports the SDK and starts it (it reads its stored state), in the background: the relay socket stays closed,
   * nothing reaches the relay. The modal whose Connect button opens the pairing QR at once (WalletConnect alone
   * on a desktop) prepares while it waits closed, so the click only makes the pairing. Never fails.
   */
  readonly prepare: Effect.Effect<void>
  /**
   * On Telegram and iOS Safari: makes the pairing while the wallet list shows (reused until it
   * expires, remade while the caller runs), so a tapped wallet opens within the tap. Never fails.
   */
  readonly prePair: Effect.Effect<void>
  /**
   * Starts the pairing now (or joins the one in progress), left to the instance: the modal opened onto the
   * ConnectingWalletConnectBasic view, whose connect joins it as it mounts. Never fails.
   */
  readonly pair: Effect.Effect<void>
  /**
   * A phone visitor opened this wallet's deep link (undefined: the phone's own `wc:` handler): stored once
   * the session settles, its bare link reopened before each later request, cleared when the session ends.
   * Never fails.
   */
  readonly chooseWallet: (choice: WalletConnectDeepLink | undefined) => Effect.Effect<void>
}
