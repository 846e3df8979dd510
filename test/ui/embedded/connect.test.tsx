// @vitest-environment happy-dom
/** The Connect view with the embedded wallet (SPEC §1 order email, social, wallet), on a test instance. */
import { act, fireEvent, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { EmailLoginCooldown } from "../../../schemas/errors/frame.js"
import { type EmbeddedModal, mountEmbeddedModal } from "./embeddedHarness.js"

let modal: EmbeddedModal | undefined
afterEach(async () => {
  await modal?.dispose()
  modal = undefined
})

const connectView = async (available: boolean) => {
  modal = await mountEmbeddedModal({ available })
  const m = modal
  // The wallets render in either case: wait for the list.
  await waitFor(() => expect(m.find("wallet-dev.fake") ?? m.find("no-wallets") ?? document.querySelector("[data-walletport]")?.shadowRoot?.querySelector(".list")).not.toBeNull())
  return m
}

const walletButton = (m: EmbeddedModal) =>
  document.querySelector("[data-walletport]")?.shadowRoot?.querySelector<HTMLElement>("button.wallet") ?? null

describe("Connect with the embedded wallet", () => {
  it("available: the email field leads the view, then 'or', then the wallets", async () => {
    const m = await connectView(true)
    await waitFor(() => expect(m.find("email-login")).not.toBeNull())
    const form = m.find("email-login")
    const wallet = walletButton(m)
    expect(wallet).not.toBeNull()
    // Document order: the email block precedes the first wallet row.
    expect((form?.compareDocumentPosition(wallet as Node) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(form?.nextElementSibling?.textContent).toBe("or")
  })

  it("not available: no email field, the wallets as before", async () => {
    const m = await connectView(false)
    expect(walletButton(m)).not.toBeNull()
    expect(m.find("email-login")).toBeNull()
  })

  it("Continue sends the email to the service once, prefetches on focus, and shows the service's error", async () => {
    const m = await connectView(true)
    await waitFor(() => expect(m.find("email-login")).not.toBeNull())
    const form = m.find("email-login") as HTMLFormElement
    const input = form.querySelector("input") as HTMLInputElement
    act(() => void fireEvent.focus(input))
    fireEvent.change(input, { target: { value: "visitor@example.com" } })
    const button = form.querySelector("button") as HTMLButtonElement
    act(() => {
      button.click()
      button.click()
    })
    await waitFor(() => expect(m.fake.calls.filter((c) => c.name === "submitEmail")).toEqual([{ name: "submitEmail", arg: "visitor@example.com" }]))
    expect(m.fake.calls.some((c) => c.name === "prefetch")).toBe(true)
    await m.set(m.fake.login, { _tag: "SendingEmail", email: "visitor@example.com" })
    expect(button.disabled).toBe(true)
    await m.set(m.fake.login, { _tag: "Failed", email: "visitor@example.com", step: "email", error: new EmailLoginCooldown({ secondsLeft: 12 }) })
    expect(m.find("email-login-error")?.textContent).toBe("Please try again after 12 seconds")
    expect(button.disabled).toBe(false)
  })
})
