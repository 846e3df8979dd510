/**
 * Device (SPEC §2 "AllWallets on mobile", SPEC §4 Telegram / iOS Safari): a coarse pointer or a mobile user
 * agent; Telegram's WebApp object; Safari on iOS by its user agent. Detection is pure over what the page
 * shows (`detectPlatform`), so tests feed it user agents.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Device, type DeviceShape } from "../../services/Device.js"

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i
const IOS_AGENT = /iPhone|iPad|iPod/i
/** Other iOS browsers (all WebKit) name themselves; Safari's agent has "Safari" and none of these. */
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo|Telegram|FBAN|FBAV|Instagram|Line\//i

/** What the page shows about itself. */
export interface PlatformSignals {
  readonly userAgent: string
  readonly coarsePointer: boolean
  /** `window.Telegram?.WebApp` exists with a non-empty `initData` (set only inside a mini-app). */
  readonly telegramWebApp: boolean
}

export interface Platform {
  readonly mobile: boolean
  readonly telegram: boolean
  readonly iosSafari: boolean
}

export const detectPlatform = (signals: PlatformSignals): Platform => ({
  mobile: signals.coarsePointer || MOBILE_AGENT.test(signals.userAgent),
  telegram: signals.telegramWebApp || /Telegram/i.test(signals.userAgent),
  iosSafari: IOS_AGENT.test(signals.userAgent) && /Safari\//.test(signals.userAgent) && !IOS_OTHER_BROWSER.test(signals.userAgent)
})

const telegramWebApp = (): boolean => {
  const telegram: unknown = Reflect.get(window, "Telegram")
  const webApp: unknown = typeof telegram === "object" && telegram !== null ? Reflect.get(telegram, "WebApp") : undefined
  const initData: unknown = typeof webApp === "object" && webApp !== null ? Reflect.get(webApp, "initData") : undefined
  return typeof initData === "string" && initData.length > 0
}

const pagePlatform = Effect.sync((): Platform => {
  if (typeof navigator === "undefined" || typeof window === "undefined") return { mobile: false, telegram: false, iosSafari: false }
  return detectPlatform({
    userAgent: navigator.userAgent,
    coarsePointer: typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches,
    telegramWebApp: telegramWebApp()
  })
})

/**
 * Where a link opens: an app scheme (`rainbow://…`, `wc:`) in this tab, which the system hands to the app while
 * the page stays (`_top` from a frame); an https universal link in a new tab, so the dapp page never unloads
 * while a request waits when the app is not installed.
 */
export const linkTarget = (href: string, framed: boolean): "_self" | "_top" | "_blank" =>
  /^https?:/i.test(href) ? "_blank" : framed ? "_top" : "_self"

export const DeviceLive: Layer.Layer<Device> = Layer.succeed(Device, {
  isMobile: Effect.map(pagePlatform, (p) => p.mobile),
  isTelegram: Effect.map(pagePlatform, (p) => p.telegram),
  isIosSafari: Effect.map(pagePlatform, (p) => p.iosSafari),
  openLink: (href) =>
    Effect.sync(() => {
      if (typeof window === "undefined") return
      window.open(href, linkTarget(href, window.top !== window.self), "noreferrer noopener")
    })
})

/** A fixed device for tests: `mobile`, or a whole platform; opened links are handed to `onOpen`. */
export const deviceFixed = (platform: Partial<Platform>, onOpen: (href: string) => void = () => undefined): DeviceShape => ({
  isMobile: Effect.succeed(platform.mobile ?? false),
  isTelegram: Effect.succeed(platform.telegram ?? false),
  isIosSafari: Effect.succeed(platform.iosSafari ?? false),
  openLink: (href) => Effect.sync(() => onOpen(href))
})

/** A fixed answer, for tests. */
export const DeviceFixed = (mobile: boolean): Layer.Layer<Device> => Layer.succeed(Device, deviceFixed({ mobile }))
