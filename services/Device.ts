/** What the page runs on, for SPEC §2 view selection ("AllWallets on mobile"). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface DeviceShape {
  /** True on a phone or tablet (coarse pointer or a mobile user agent). Never fails. */
  readonly isMobile: Effect.Effect<boolean>
}

export class Device extends Context.Tag("walletport/Device")<Device, DeviceShape>() {}
