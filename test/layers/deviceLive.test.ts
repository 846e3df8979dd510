// @vitest-environment happy-dom
/** DeviceLive on a page: Telegram's WebApp object, and where a wallet's link opens (window.open, never followed here). */
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { DeviceLive } from "../../layers/live/Device.js"
import { Device } from "../../services/Device.js"

const device = Effect.runSync(Effect.provide(Device, DeviceLive))

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(window, "Telegram")
})

describe("DeviceLive", () => {
  it("reads Telegram's WebApp object: present with initData inside a mini-app, absent or empty elsewhere", () => {
    expect(Effect.runSync(device.isTelegram)).toBe(false)
    Reflect.set(window, "Telegram", { WebApp: { initData: "" } })
    expect(Effect.runSync(device.isTelegram)).toBe(false)
    Reflect.set(window, "Telegram", { WebApp: { initData: "query_id=AAE&hash=00" } })
    expect(Effect.runSync(device.isTelegram)).toBe(true)
  })

  it("opens an app scheme in this tab and an https universal link in a new one, without a referrer", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null)
    Effect.runSync(device.openLink("rainbow://wc?uri=x"))
    Effect.runSync(device.openLink("https://link.trustwallet.com/wc?uri=x"))
    expect(open.mock.calls).toEqual([
      ["rainbow://wc?uri=x", "_self", "noreferrer noopener"],
      ["https://link.trustwallet.com/wc?uri=x", "_blank", "noreferrer noopener"]
    ])
  })
})
