/** Device (SPEC §2 "AllWallets on mobile"): a coarse pointer or a mobile user agent. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Device } from "../../services/Device.js"

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

export const DeviceLive: Layer.Layer<Device> = Layer.succeed(Device, {
  isMobile: Effect.sync(() => {
    if (typeof navigator === "undefined" || typeof window === "undefined") return false
    const coarse = typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches
    return coarse || MOBILE_AGENT.test(navigator.userAgent)
  })
})

/** A fixed answer, for tests. */
export const DeviceFixed = (mobile: boolean): Layer.Layer<Device> => Layer.succeed(Device, { isMobile: Effect.succeed(mobile) })
