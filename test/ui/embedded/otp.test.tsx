// @vitest-environment happy-dom
/** EmailVerifyOtp (SPEC §4 VERIFY_OTP, §5 cooldown) on a test instance with a fake EmbeddedWallet and TestClock. */
import { act, fireEvent, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { EmailLoginCooldown, FrameError } from "../../../schemas/errors/frame.js"
import { type EmbeddedModal, mountEmbeddedModal } from "./embeddedHarness.js"

let modal: EmbeddedModal | undefined
afterEach(async () => {
  await modal?.dispose()
  modal = undefined
})

const EMAIL = "a.very.long.address.that.does.not.fit@subdomain.example.com"

/** The code view, the code mailed at time 0 (TestClock), resend allowed at 30 s. */
const otpView = async () => {
  modal = await mountEmbeddedModal()
  const m = modal
  await m.set(m.fake.login, { _tag: "AwaitingOtp", email: EMAIL, resendAt: 30_000 })
  await m.show({ view: "EmailVerifyOtp", email: EMAIL })
  await waitFor(() => expect(m.find("otp-input")).not.toBeNull())
  return { m, input: m.find("otp-input") as HTMLInputElement }
}

const submitted = (m: EmbeddedModal) => m.fake.calls.filter((c) => c.name === "submitOtp")

describe("EmailVerifyOtp", () => {
  it("says where the code went (the whole address in its title) and offers a numeric one-time-code field", async () => {
    const { m, input } = await otpView()
    expect(m.find("sent-to")?.textContent).toBe(`Enter the code sent to ${EMAIL}`)
    expect(m.find("sent-to")?.querySelector(".to")?.getAttribute("title")).toBe(EMAIL)
    expect(input.inputMode).toBe("numeric")
    expect(input.autocomplete).toBe("one-time-code")
    expect(input.labels?.[0]?.textContent).toBe("6-digit code")
  })

  it("a pasted code submits once; a keystroke after it sends nothing more", async () => {
    const { m, input } = await otpView()
    act(() => void fireEvent.change(input, { target: { value: "Code: 123 456" } }))
    expect(input.value).toBe("123456")
    act(() => void fireEvent.change(input, { target: { value: "1234567" } }))
    await waitFor(() => expect(submitted(m)).toEqual([{ name: "submitOtp", arg: "123456" }]))
  })

  it("five digits send nothing; the sixth submits", async () => {
    const { m, input } = await otpView()
    act(() => void fireEvent.change(input, { target: { value: "12345" } }))
    expect(submitted(m)).toEqual([])
    act(() => void fireEvent.change(input, { target: { value: "123456" } }))
    await waitFor(() => expect(submitted(m)).toHaveLength(1))
  })

  it("a wrong code: the error under the field, the field cleared for the next try, which submits again", async () => {
    const { m, input } = await otpView()
    act(() => void fireEvent.change(input, { target: { value: "111111" } }))
    await m.set(m.fake.login, { _tag: "VerifyingOtp", email: EMAIL, resendAt: 30_000 })
    expect(input.readOnly).toBe(true)
    await m.set(m.fake.login, { _tag: "Failed", email: EMAIL, step: "otp", error: new FrameError({ request: "APP_CONNECT_OTP", replyMessage: "Invalid code" }), resendAt: 30_000 })
    expect(m.find("otp-error")?.textContent).toBe("Invalid code")
    expect(input.value).toBe("")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    act(() => void fireEvent.change(input, { target: { value: "111111" } }))
    await waitFor(() => expect(submitted(m)).toHaveLength(2))
  })

  it("Resend code is disabled with a countdown until resendAt (TestClock), then enabled; a refusal shows the SPEC §5 text", async () => {
    const { m } = await otpView()
    const resend = () => m.find("otp-resend") as HTMLButtonElement
    await waitFor(() => expect(resend().textContent).toBe("Resend code in 30 s"))
    expect(resend().disabled).toBe(true)
    await m.adjust(1_000)
    expect(resend().textContent).toBe("Resend code in 29 s")
    await m.adjust(28_500)
    expect(resend().textContent).toBe("Resend code in 1 s")
    expect(resend().disabled).toBe(true)
    await m.adjust(500)
    expect(resend().textContent).toBe("Resend code")
    expect(resend().disabled).toBe(false)
    act(() => resend().click())
    await waitFor(() => expect(m.fake.calls.filter((c) => c.name === "resendCode")).toHaveLength(1))
    await m.set(m.fake.login, { _tag: "Failed", email: EMAIL, step: "email", error: new EmailLoginCooldown({ secondsLeft: 7 }), resendAt: 37_000 })
    expect(m.find("otp-resend-error")?.textContent).toBe("Please try again after 7 seconds")
    // A cooldown is not a wrong code: nothing under the code field.
    expect(m.find("otp-error")).toBeNull()
    await waitFor(() => expect(resend().textContent).toBe("Resend code in 7 s"))
  })
})
