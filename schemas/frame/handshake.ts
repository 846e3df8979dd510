/**
 * The handshake (notes/embedded-wallet.md §3a, the Turnkey model), the only messages read from `window`:
 *  1. the frame checks the `origin` query parameter against its server's allow-list (and
 *     `location.ancestorOrigins[0]` where the browser has it), then posts HELLO to that exact origin;
 *  2. the library checks `event.source === iframe.contentWindow` and `event.origin === frameOrigin`, then posts
 *     INIT with the same nonce and a fresh MessageChannel's port2 to `frameOrigin`;
 *  3. the frame accepts the first INIT whose source is its parent, origin the claimed one, nonce its own and
 *     with exactly one port; later INITs are ignored. All further traffic uses the port.
 */
import * as Schema from "effect/Schema"

export const FRAME_HELLO_TYPE = "@walletport-frame/HELLO" as const
export const APP_INIT_TYPE = "@walletport-app/INIT" as const

const Nonce = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{16,64}$/))

/** Frame → parent window, to the claimed parent origin only. */
export const FrameHello = Schema.Struct({ type: Schema.Literal(FRAME_HELLO_TYPE), nonce: Nonce, version: Schema.String.pipe(Schema.maxLength(32)) })
export interface FrameHello extends Schema.Schema.Type<typeof FrameHello> {}

/** Parent → frame window, to the frame origin only, with the channel's port2 transferred. */
export const AppInit = Schema.Struct({ type: Schema.Literal(APP_INIT_TYPE), nonce: Nonce })
export interface AppInit extends Schema.Schema.Type<typeof AppInit> {}
