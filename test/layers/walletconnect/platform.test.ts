/**
 * SPEC §4 on Telegram mini-apps and iOS Safari: detection from what the page shows (user agent, the Telegram
 * WebApp object), and the rule: a pairing that is still usable opens in the wallet within the tap, none makes
 * the visitor tap "Open" once the URI shows; elsewhere the link opens as soon as the URI is there.
 */
import { describe, expect, it } from "vitest"
import { detectPlatform, linkTarget } from "../../../layers/live/Device.js"
import { deepLinkTiming } from "../../../layers/live/walletconnect/pairing.js"

const UA = {
  iosSafari: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipadSafari: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  iosChrome: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1",
  iosFirefox: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15",
  iosInApp: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidTelegram: "Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Telegram-Android/10.11.2",
  desktopChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
}

const platformOf = (userAgent: string, more: { readonly coarsePointer?: boolean; readonly telegramWebApp?: boolean } = {}) =>
  detectPlatform({ userAgent, coarsePointer: more.coarsePointer ?? false, telegramWebApp: more.telegramWebApp ?? false })

describe("Device detection", () => {
  it("iOS Safari by user agent: iPhone and iPad Safari yes; Chrome, Firefox and in-app browsers on iOS, and Safari on a Mac, no", () => {
    expect(platformOf(UA.iosSafari)).toEqual({ mobile: true, telegram: false, iosSafari: true })
    expect(platformOf(UA.ipadSafari).iosSafari).toBe(true)
    for (const ua of [UA.iosChrome, UA.iosFirefox, UA.iosInApp, UA.macSafari, UA.android, UA.desktopChrome]) {
      expect(platformOf(ua).iosSafari, ua).toBe(false)
    }
  })

  it("Telegram: the WebApp object (a mini-app with initData) or Telegram's own user agent", () => {
    expect(platformOf(UA.android).telegram).toBe(false)
    expect(platformOf(UA.android, { telegramWebApp: true }).telegram).toBe(true)
    expect(platformOf(UA.androidTelegram).telegram).toBe(true)
    expect(platformOf(UA.desktopChrome, { telegramWebApp: true })).toEqual({ mobile: false, telegram: true, iosSafari: false })
  })

  it("mobile: a phone's user agent or a coarse pointer", () => {
    expect(platformOf(UA.android).mobile).toBe(true)
    expect(platformOf(UA.desktopChrome).mobile).toBe(false)
    expect(platformOf(UA.desktopChrome, { coarsePointer: true }).mobile).toBe(true)
  })
})

describe("SPEC §4: when a tapped wallet's deep link opens", () => {
  const NOW = 1_000_000
  const ready = { _tag: "Ready" as const, uri: "wc:a@2", createdAt: NOW - 60_000, expiresAt: NOW + 180_000 }
  const almostGone = { ...ready, expiresAt: NOW + 9_999 }

  it("Telegram and iOS Safari: a usable pairing opens within the tap; an expiring or missing one waits for a tap on Open", () => {
    for (const platform of [{ telegram: true, iosSafari: false }, { telegram: false, iosSafari: true }]) {
      expect(deepLinkTiming(platform, ready, NOW)).toBe("now")
      // SPEC §4: within 10 s of its end the pairing counts as expired, so it is not reused.
      expect(deepLinkTiming(platform, almostGone, NOW)).toBe("onTap")
      expect(deepLinkTiming(platform, { _tag: "Idle" }, NOW)).toBe("onTap")
      expect(deepLinkTiming(platform, { _tag: "Creating" }, NOW)).toBe("onTap")
    }
  })

  it("other phones: the view opens the link as soon as the URI shows", () => {
    expect(deepLinkTiming({ telegram: false, iosSafari: false }, ready, NOW)).toBe("whenReady")
    expect(deepLinkTiming({ telegram: false, iosSafari: false }, { _tag: "Idle" }, NOW)).toBe("whenReady")
  })
})

describe("where a wallet's link opens", () => {
  it("an app scheme in this tab (the top one from a frame); an https universal link in a new tab", () => {
    expect(linkTarget("rainbow://wc?uri=x", false)).toBe("_self")
    expect(linkTarget("rainbow://", true)).toBe("_top")
    expect(linkTarget("wc:abc@2?symKey=1", false)).toBe("_self")
    expect(linkTarget("https://link.trustwallet.com/wc?uri=x", false)).toBe("_blank")
  })
})
