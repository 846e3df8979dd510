// @vitest-environment happy-dom
/** The page requests: theme on the panel's CSS variables (AA colours stay the frame's), reload after the reply, heartbeat. */
import { beforeEach, describe, expect, it } from "vitest"
import { flush, startHarness } from "./support/harness.js"

describe("page requests", () => {
  beforeEach(() => {
    document.body.replaceChildren()
    document.documentElement.removeAttribute("style")
  })

  it("APP_SYNC_THEME sets the mode and the followed variables, refusing values that could load anything", async () => {
    const h = startHarness()
    await h.request("APP_SYNC_THEME", { themeMode: "light", themeVariables: { "--wp-accent": "#ff0000", "--wp-font-family": "url(https://x.example/f)" } })
    expect(document.documentElement.dataset["theme"]).toBe("light")
    expect(document.documentElement.style.getPropertyValue("--wp-accent")).toBe("#ff0000")
    expect(document.documentElement.style.getPropertyValue("--wp-font-family")).toBe("")
  })

  it("APP_RELOAD answers first, then reloads; APP_HEARTBEAT answers", async () => {
    const h = startHarness()
    const reply = await h.request("APP_RELOAD", {})
    expect(reply.type).toBe("FRAME_RELOAD_SUCCESS")
    await h.clock.advance(0)
    await flush()
    expect(h.reloads()).toBe(1)
    expect((await h.request("APP_HEARTBEAT", {})).type).toBe("FRAME_HEARTBEAT_SUCCESS")
  })

  it("APP_SWITCH_NETWORK moves the default network (only to one with an RPC URL); APP_GET_CHAIN_ID reads it", async () => {
    const h = startHarness()
    expect((await h.request("APP_SWITCH_NETWORK", { chainId: 10 })).type).toBe("FRAME_SWITCH_NETWORK_ERROR")
    expect((await h.request("APP_GET_CHAIN_ID", {})).payload).toEqual({ chainId: "eip155:1" })
    const solana = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
    expect((await h.request("APP_SWITCH_NETWORK", { chainId: solana })).payload).toEqual({ chainId: solana })
    expect((await h.request("APP_GET_CHAIN_ID", {})).payload).toEqual({ chainId: solana })
  })
})
