/** What the page runs on, for view selection ("AllWallets on mobile") and the mobile rules. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface DeviceShape {
  /** True on a phone or tablet (coarse pointer or a mobile user agent). Never fails. */
  readonly isMobile: Effect.Effect<boolean>
  /** True inside a Telegram mini-app (the `Telegram.WebApp` object, or Telegram's user agent). Never fails. */
  readonly isTelegram: Effect.Effect<boolean>
  /** True in Safari on an iPhone, iPad or iPod (by user agent; other iOS browsers name themselves). Never fails. */
  readonly isIosSafari: Effect.Effect<boolean>
  /**
   * Opens a wallet's link (deep links): an app scheme in this tab (`_top` from a frame), an https
   * universal link in a new tab. Never fails.
   */
  readonly openLink: (href: string) => Effect.Effect<void>
}

export class Device extends Context.Tag("walletport/Device")<Device, DeviceShape>() {}
