/** Events the modal emits to the host, shown by `useEvents()` and sent to analytics. */
import * as Schema from "effect/Schema"
import { isWalletportError, type WalletportError } from "./errors/WalletportError.js"

/** A catalogue error carried by an event as the object itself (its class, `_tag` and `code` intact). */
const CatalogueError = Schema.declare((u: unknown): u is WalletportError => isWalletportError(u), {
  identifier: "WalletportError",
  description: "an error of the walletport catalogue"
})

/** The events tracked so far; error events carry the catalogue error itself in `error`. */
export const WalletportEvent = Schema.Union(
  Schema.TaggedStruct("MODAL_CREATED", {}),
  Schema.TaggedStruct("MODAL_OPEN", { connected: Schema.Boolean }),
  Schema.TaggedStruct("MODAL_CLOSE", { connected: Schema.Boolean }),
  Schema.TaggedStruct("SELECT_WALLET", { name: Schema.String, platform: Schema.Literal("browser", "mobile", "qrcode") }),
  Schema.TaggedStruct("CONNECT_SUCCESS", { name: Schema.String, method: Schema.Literal("browser", "qrcode", "email") }),
  Schema.TaggedStruct("CONNECT_ERROR", { message: Schema.String, error: CatalogueError }),
  Schema.TaggedStruct("DISCONNECT_SUCCESS", {}),
  Schema.TaggedStruct("DISCONNECT_ERROR", { message: Schema.String, error: CatalogueError }),
  Schema.TaggedStruct("SWITCH_NETWORK", { network: Schema.String }),
  Schema.TaggedStruct("SIWX_AUTH_SUCCESS", { caipAddress: Schema.String }),
  Schema.TaggedStruct("SIWX_AUTH_ERROR", { message: Schema.String, error: CatalogueError })
)
export type WalletportEvent = typeof WalletportEvent.Type

/** An event as delivered: the event plus when it happened (Clock millis). */
export interface TimedEvent {
  readonly timestamp: number
  readonly event: WalletportEvent
}
