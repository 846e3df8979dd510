// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { AmountInput } from "../../ui/components/AmountInput.js"
import { renderInShadow } from "./shadow.js"

describe("AmountInput", () => {
  it("reads left to right with the decimal keypad, named by its label, and reports what is typed", () => {
    const onAmount = vi.fn()
    const r = renderInShadow(
      <div dir="rtl">
        <span id="sell">You pay</span>
        <AmountInput value="1.5" onAmount={onAmount} testId="amount" labelledBy="sell" />
      </div>
    )
    const input = r.getByTestId("amount")
    expect(input.getAttribute("dir")).toBe("ltr")
    expect(input.getAttribute("inputmode")).toBe("decimal")
    expect(input.getAttribute("aria-labelledby")).toBe("sell")
    expect(input.getAttribute("placeholder")).toBe("0.0")
    expect(input).toHaveProperty("value", "1.5")
    fireEvent.change(input, { target: { value: "2.25" } })
    expect(onAmount).toHaveBeenCalledWith("2.25")
  })

  it("is named by a wrapping label when no id is given, and can be disabled", () => {
    const r = renderInShadow(
      <label>
        Amount <AmountInput value="" onAmount={() => undefined} testId="amount" disabled />
      </label>
    )
    const input = r.getByTestId("amount")
    expect(input.hasAttribute("aria-labelledby")).toBe(false)
    expect(input.hasAttribute("disabled")).toBe(true)
  })
})
