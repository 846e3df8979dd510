// @vitest-environment happy-dom
/**
 * SPEC §4/§8 alert banner in the real modal: with `debug` on a raised alert shows under the header (short text,
 * long text, a keyboard-reachable Dismiss), each kind once, queued, back to nothing when closed, and waits for
 * the next open when the modal is closed. With `debug` off nothing shows, the alert is still recorded.
 */
import { act, cleanup, fireEvent, waitFor, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { modal } from "../../runtime/entries/testing.js"
import type { LoadedTestWalletport } from "../../runtime/testing.js"
import { createLoadedTestWalletport } from "../runtime/loadedTestWalletport.js"
import { ALERTS, type AlertKind } from "../../schemas/errors/alerts.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { Alerts } from "../../services/Alerts.js"

const instances: Array<LoadedTestWalletport> = []
afterEach(async () => {
  cleanup()
  for (const instance of instances.splice(0)) await instance.dispose()
  vi.restoreAllMocks()
})

const start = async (debug: boolean) => {
  // The error line every first raise logs: checked where it matters, silenced elsewhere.
  vi.spyOn(console, "error").mockImplementation(() => undefined)
  vi.spyOn(console, "log").mockImplementation(() => undefined)
  const instance = await createLoadedTestWalletport({ projectId: "p", networks: [mainnet], debug })
  instances.push(instance)
  return instance
}
const raise = (instance: LoadedTestWalletport, kind: AlertKind) =>
  act(() => instance.internals.runtime.runPromise(Effect.flatMap(Alerts, (a) => a.raise(kind))))
/** What has focus inside the modal's shadow root. */
const focused = (dialog: HTMLElement): Element | null => {
  const root = dialog.getRootNode()
  if (!(root instanceof ShadowRoot)) throw new Error("the modal renders in a shadow root")
  return root.activeElement
}
const dialogOf = async (instance: LoadedTestWalletport) => within(modal(instance)).findByRole("dialog")

describe("alert banner", () => {
  it("debug on: short text as heading, long text, Dismiss; once per kind; the next kind after a close; then nothing", async () => {
    const instance = await start(true)
    await instance.open()
    const dialog = await dialogOf(instance)
    expect(within(dialog).queryByRole("alert")).toBeNull()
    await raise(instance, "invalidAppConfiguration")
    await raise(instance, "invalidAppConfiguration")
    await raise(instance, "jwtTokenNotValid")
    const banner = await within(dialog).findByRole("alert")
    expect(within(dialog).getAllByRole("alert")).toHaveLength(1)
    expect(within(banner).getByRole("heading").textContent).toBe(ALERTS.invalidAppConfiguration.short)
    expect(banner.textContent).toContain(ALERTS.invalidAppConfiguration.long)
    // Under the header, above the view.
    const header = dialog.querySelector(".header")
    expect(header?.nextElementSibling).toBe(banner)

    fireEvent.click(within(banner).getByRole("button", { name: "Dismiss alert" }))
    await waitFor(() => expect(within(dialog).getByRole("alert").getAttribute("data-kind")).toBe("jwtTokenNotValid"))
    expect(within(dialog).getByRole("heading", { name: ALERTS.jwtTokenNotValid.short })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss alert" }))
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull())
    // Focus stayed in the dialog rather than falling to the page with the removed button.
    expect(dialog.contains(focused(dialog))).toBe(true)
    // Closed kinds do not come back (each shown once).
    await raise(instance, "invalidAppConfiguration")
    expect(within(dialog).queryByRole("alert")).toBeNull()
  })

  it("debug on: the Dismiss button is reachable with Tab inside the dialog", async () => {
    const instance = await start(true)
    await raise(instance, "iframeLoadFailed")
    await instance.open()
    const dialog = await dialogOf(instance)
    const dismiss = await within(dialog).findByRole("button", { name: "Dismiss alert" })
    expect(dismiss.tagName).toBe("BUTTON")
    expect(dismiss.getAttribute("tabindex")).toBeNull()
    // Document order after the header's controls: the focus trap's Tab cycle (querySelectorAll order) reaches it.
    const buttons: ReadonlyArray<Element> = Array.from(dialog.querySelectorAll("button"))
    expect(buttons.indexOf(dismiss)).toBeGreaterThan(0)
    dismiss.focus()
    expect(focused(dialog)).toBe(dismiss)
  })

  it("debug on: an alert raised while the modal is closed shows on the next open", async () => {
    const instance = await start(true)
    await instance.open()
    await dialogOf(instance)
    await act(() => instance.close())
    await raise(instance, "projectIdNotConfigured")
    await instance.open()
    const banner = await within(await dialogOf(instance)).findByRole("alert")
    expect(banner.getAttribute("data-kind")).toBe("projectIdNotConfigured")
  })

  it("debug off: nothing shows, the alert is still recorded and logged once", async () => {
    const instance = await start(false)
    await raise(instance, "invalidAppConfiguration")
    await raise(instance, "invalidAppConfiguration")
    await instance.open()
    const dialog = await dialogOf(instance)
    // Let a lazily loaded banner (if one were mounted) arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(dialog).queryByRole("alert")).toBeNull()
    expect(dialog.querySelector("[data-testid=alert-banner]")).toBeNull()
    const raised = await instance.internals.runtime.runPromise(Effect.flatMap(Alerts, (a) => a.state.get))
    expect(raised).toEqual(["invalidAppConfiguration"])
    const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]))
    expect(logged.filter((line) => line.startsWith("walletport: alert invalidAppConfiguration"))).toHaveLength(1)
    expect(vi.mocked(console.log)).not.toHaveBeenCalled()
  })
})
