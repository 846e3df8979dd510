/** The events the modal tells the host about (`subscribeEvents`, `useEvents`), without Effect. */
import type { WalletportError } from "./errors.js"

/** An event; error events carry walletport's error itself in `error`. */
export type WalletportEvent =
  | { readonly _tag: "MODAL_CREATED" }
  | { readonly _tag: "MODAL_OPEN"; readonly connected: boolean }
  | { readonly _tag: "MODAL_CLOSE"; readonly connected: boolean }
  | { readonly _tag: "SELECT_WALLET"; readonly name: string; readonly platform: "browser" | "mobile" | "qrcode" }
  | { readonly _tag: "CONNECT_SUCCESS"; readonly name: string; readonly method: "browser" | "qrcode" | "email" }
  | { readonly _tag: "CONNECT_ERROR"; readonly message: string; readonly error: WalletportError }
  | { readonly _tag: "DISCONNECT_SUCCESS" }
  | { readonly _tag: "DISCONNECT_ERROR"; readonly message: string; readonly error: WalletportError }
  | { readonly _tag: "SWITCH_NETWORK"; readonly network: string }
  | { readonly _tag: "SIWX_AUTH_SUCCESS"; readonly caipAddress: string }
  | { readonly _tag: "SIWX_AUTH_ERROR"; readonly message: string; readonly error: WalletportError }

/** An event as delivered: the event and when it happened (epoch milliseconds). */
export interface TimedEvent {
  readonly timestamp: number
  readonly event: WalletportEvent
}
