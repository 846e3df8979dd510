// @vitest-environment happy-dom
/**
 * The other embedded views on a test instance with a fake EmbeddedWallet: EmailVerifyDevice (SPEC §4
 * VERIFY_DEVICE), the frame's box for ApproveTransaction / EmbeddedRecovery (ARCHITECTURE §10), the Account
 * view's email and the email update (SPEC §4 VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP).
 */
import { act, fireEvent, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import * as intents from "../../../runtime/intents.js"
import { FrameError } from "../../../schemas/errors/frame.js"
import { type EmbeddedModal, mountEmbeddedModal } from "./embeddedHarness.js"

let modal: EmbeddedModal | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await modal?.dispose()
  modal = undefined
})

const mount = async (setup: Parameters<typeof mountEmbeddedModal>[0] = {}) => {
  modal = await mountEmbeddedModal(setup)
  return modal
}

describe("EmailVerifyDevice", () => {
  it("waits with a spinner for the mailed link, resends after the cooldown, shows the flow's error", async () => {
    const m = await mount()
    await m.set(m.fake.login, { _tag: "AwaitingDevice", email: "visitor@example.com", resendAt: 10_000 })
    await m.show({ view: "EmailVerifyDevice", email: "visitor@example.com" })
    await waitFor(() => expect(m.find("email-device-view")).not.toBeNull())
    const view = m.find("email-device-view") as HTMLElement
    expect(view.getAttribute("aria-busy")).toBe("true")
    expect(view.querySelector(".dots")).not.toBeNull()
    expect(m.find("sent-to")?.textContent).toBe("We sent a link to visitor@example.com")
    const resend = () => m.find("device-resend") as HTMLButtonElement
    await waitFor(() => expect(resend().textContent).toBe("Resend link in 10 s"))
    await m.adjust(10_000)
    expect(resend().disabled).toBe(false)
    act(() => resend().click())
    await waitFor(() => expect(m.fake.calls.filter((c) => c.name === "resendCode")).toHaveLength(1))
    await m.set(m.fake.login, { _tag: "Failed", email: "visitor@example.com", step: "device", error: new FrameError({ request: "APP_CONNECT_DEVICE" }) })
    expect(m.find("device-error")?.textContent).toBe("An error occurred")
    expect(view.querySelector(".dots")).toBeNull()
  })
})

describe("ApproveTransaction / EmbeddedRecovery: the frame's box", () => {
  it("reports its viewport box on mount and when the window resizes, and withdraws it on unmount", async () => {
    let rect = { top: 100, left: 20, width: 320, height: 400 }
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return this.dataset["testid"] === "frame-panel" ? DOMRect.fromRect({ x: rect.left, y: rect.top, width: rect.width, height: rect.height }) : DOMRect.fromRect()
    })
    const m = await mount({ connected: true })
    await m.show({ view: "ApproveTransaction" })
    await waitFor(() => expect(m.find("frame-panel")).not.toBeNull())
    const placed = () => m.fake.calls.flatMap((c) => (c.name === "placePanel" ? [c.box] : []))
    await waitFor(() => expect(placed()).toEqual([{ top: 100, left: 20, width: 320, height: 400 }]))
    expect(m.find("frame-panel")?.querySelector("[role=status]")?.textContent).toBe("Review the request in the secure wallet window")
    // Keyboard focus: the box takes it when it shows and hands it to the frame (outside the dialog's trap).
    const box = m.find("frame-panel") as HTMLElement
    expect(box.tabIndex).toBe(0)
    expect(box.getAttribute("aria-label")).toBe("Review the request in the secure wallet window")
    await waitFor(() => expect(m.fake.calls.filter((c) => c.name === "focusPanel")).toHaveLength(1))
    act(() => {
      box.blur()
      box.focus()
    })
    await waitFor(() => expect(m.fake.calls.filter((c) => c.name === "focusPanel")).toHaveLength(2))
    rect = { top: 80, left: 0, width: 360, height: 420 }
    act(() => void window.dispatchEvent(new Event("resize")))
    // The same box again is not reported twice.
    act(() => void window.dispatchEvent(new Event("resize")))
    await waitFor(() => expect(placed()).toEqual([{ top: 100, left: 20, width: 320, height: 400 }, { top: 80, left: 0, width: 360, height: 420 }]))
    await act(() => m.instance.internals.runtime.runPromise(intents.goBack()))
    await waitFor(() => expect(placed().at(-1)).toBeUndefined())
    expect(placed()).toHaveLength(3)
  })

  it("EmbeddedRecovery uses the same box, described for its mode", async () => {
    const m = await mount({ connected: true })
    await m.show({ view: "EmbeddedRecovery", mode: "import" })
    await waitFor(() => expect(m.find("frame-panel")?.querySelector("[role=status]")?.textContent).toBe("Enter your recovery code in the secure wallet window"))
  })
})

describe("Account email and the email update", () => {
  it("the Account view shows the signed-in email, whose Edit opens UpdateEmailWallet", async () => {
    const m = await mount({ connected: true })
    await m.set(m.fake.email, "visitor@example.com")
    await m.show({ view: "Account" })
    await waitFor(() => expect(m.find("account-email")).not.toBeNull())
    expect(m.find("account-email")?.querySelector(".to")?.getAttribute("title")).toBe("visitor@example.com")
    act(() => m.find("account-email-edit")?.click())
    await waitFor(() => expect(m.find("update-email-view")).not.toBeNull())
    expect(m.instance.internals.stores.router.get().view).toBe("UpdateEmailWallet")
    expect(m.find("sent-to")?.textContent).toBe("Signed in as visitor@example.com")
  })

  it("without an email (a wallet, not the embedded one) the Account view shows none", async () => {
    const m = await mount({ connected: true })
    await m.show({ view: "Account" })
    await waitFor(() => expect(m.find("account-address")).not.toBeNull())
    expect(m.find("account-email")).toBeNull()
  })

  it("the new email goes to startEmailUpdate once; each code view submits its code with submitUpdateOtp", async () => {
    const m = await mount({ connected: true })
    await m.set(m.fake.email, "old@example.com")
    await m.show({ view: "UpdateEmailWallet" })
    await waitFor(() => expect(m.find("update-email")).not.toBeNull())
    const form = m.find("update-email") as HTMLFormElement
    const input = form.querySelector("input") as HTMLInputElement
    expect(input.labels?.[0]?.textContent).toBe("New email")
    fireEvent.change(input, { target: { value: "new@example.com" } })
    act(() => void fireEvent.submit(form))
    expect(m.fake.calls).toContainEqual({ name: "startEmailUpdate", arg: "new@example.com" })

    await m.set(m.fake.update, { _tag: "AwaitingPrimaryOtp", newEmail: "new@example.com" })
    await m.show({ view: "UpdateEmailPrimaryOtp", email: "old@example.com" })
    await waitFor(() => expect(m.find("otp-input")).not.toBeNull())
    expect(m.find("sent-to")?.textContent).toBe("Enter the code sent to old@example.com")
    // The update's codes cannot be resent (the service has no such intent).
    expect(m.find("otp-resend")).toBeNull()
    act(() => void fireEvent.change(m.find("otp-input") as HTMLInputElement, { target: { value: "222222" } }))
    await m.set(m.fake.update, { _tag: "Failed", newEmail: "new@example.com", step: "primary", error: new FrameError({ request: "APP_UPDATE_EMAIL_PRIMARY_OTP", replyMessage: "Invalid code" }) })
    expect(m.find("otp-error")?.textContent).toBe("Invalid code")

    await m.set(m.fake.update, { _tag: "AwaitingSecondaryOtp", newEmail: "new@example.com" })
    await m.show({ view: "UpdateEmailSecondaryOtp", email: "new@example.com" })
    await waitFor(() => expect(m.find("sent-to")?.textContent).toBe("Enter the code sent to new@example.com"))
    act(() => void fireEvent.change(m.find("otp-input") as HTMLInputElement, { target: { value: "333333" } }))
    await waitFor(() =>
      expect(m.fake.calls.filter((c) => c.name === "submitUpdateOtp")).toEqual([
        { name: "submitUpdateOtp", arg: "222222" },
        { name: "submitUpdateOtp", arg: "333333" }
      ])
    )
  })
})
