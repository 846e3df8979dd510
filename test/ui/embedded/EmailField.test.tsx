// @vitest-environment happy-dom
/** The email block (SPEC §1 email first, §5 valid emails): checked on submit, sent once, busy while sending. */
import { fireEvent } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { EmailField, type EmailFieldProps, INVALID_EMAIL } from "../../../ui/views/embedded/EmailField.js"
import { renderInShadow } from "../shadow.js"

const field = (extra: Partial<EmailFieldProps> = {}) => {
  const props: EmailFieldProps = { label: "Email", onSubmit: vi.fn(), sending: false, revision: 0, testId: "email-login", ...extra }
  const r = renderInShadow(<EmailField {...props} />)
  const input = r.getByLabelText("Email") as HTMLInputElement
  const button = r.getByRole("button", { name: "Continue" })
  return { ...r, props, input, button, rerenderWith: (more: Partial<EmailFieldProps>) => r.rerender(<EmailField {...props} {...more} />) }
}

describe("EmailField", () => {
  it("is a labelled email input with autocomplete, and a Continue button", () => {
    const { input } = field()
    expect(input.type).toBe("email")
    expect(input.autocomplete).toBe("email")
    expect(input.getAttribute("aria-invalid")).toBe("false")
  })

  it("an invalid address shows the SPEC §5 message under the field on submit, and sends nothing", () => {
    const { input, button, props, getByTestId, queryByTestId } = field()
    fireEvent.change(input, { target: { value: "not-an-email" } })
    // Not checked while typing.
    expect(queryByTestId("email-login-error")).toBeNull()
    fireEvent.click(button)
    expect(getByTestId("email-login-error").textContent).toBe(INVALID_EMAIL)
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(input.getAttribute("aria-describedby")).toBe(getByTestId("email-login-error").id)
    expect(props.onSubmit).not.toHaveBeenCalled()
    // Typing again clears it.
    fireEvent.change(input, { target: { value: "a@b.co" } })
    expect(queryByTestId("email-login-error")).toBeNull()
  })

  it("a valid address is sent once, trimmed, however often Continue or Enter fire before the service answers", () => {
    const { input, button, props, getByRole } = field()
    fireEvent.change(input, { target: { value: "  visitor@example.com " } })
    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.submit(input.form as HTMLFormElement)
    expect(props.onSubmit).toHaveBeenCalledTimes(1)
    expect(props.onSubmit).toHaveBeenCalledWith("visitor@example.com")
    expect(getByRole("button", { name: "Sending…" })).toHaveProperty("disabled", true)
  })

  it("follows the service once it answers: busy while sending, then its error and a new try", () => {
    const { input, props, rerenderWith, getByTestId, getByRole } = field()
    fireEvent.change(input, { target: { value: "visitor@example.com" } })
    fireEvent.submit(input.form as HTMLFormElement)
    rerenderWith({ sending: true, revision: 1 })
    expect(input.readOnly).toBe(true)
    rerenderWith({ sending: false, revision: 2, error: "Please try again after 30 seconds" })
    expect(getByTestId("email-login-error").textContent).toBe("Please try again after 30 seconds")
    fireEvent.click(getByRole("button", { name: "Continue" }))
    expect(props.onSubmit).toHaveBeenCalledTimes(2)
  })

  it("typing fast loses nothing: every keystroke stays in the field", () => {
    const { input } = field()
    let text = ""
    for (const ch of "quick.typist+modal@example.org") {
      text += ch
      fireEvent.change(input, { target: { value: text } })
    }
    expect(input.value).toBe("quick.typist+modal@example.org")
  })

  it("starts from text typed elsewhere (the instant-open preview's hand-over)", () => {
    const { input } = field({ initialValue: "half@typ" })
    expect(input.value).toBe("half@typ")
  })

  it("focus and hover prefetch", () => {
    const onPrefetch = vi.fn()
    const { input, container } = field({ onPrefetch })
    fireEvent.focus(input)
    fireEvent.pointerEnter(container.querySelector(".email-row") as HTMLElement)
    expect(onPrefetch).toHaveBeenCalledTimes(2)
  })
})
