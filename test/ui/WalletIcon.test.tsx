// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { avatarGradient } from "../../ui/components/avatarGradient.js"
import { initials, WalletIcon } from "../../ui/components/WalletIcon.js"
import { renderInShadow } from "./shadow.js"

describe("initials", () => {
  it("takes the first letters of the first two words", () => {
    expect(initials("Coinbase Wallet")).toBe("CW")
    expect(initials("MetaMask")).toBe("M")
    expect(initials("  trust   wallet app ")).toBe("TW")
    expect(initials("1inch")).toBe("1")
    expect(initials("Ωmega-Wallet")).toBe("ΩW")
    expect(initials("🦊 Fox")).toBe("F")
    expect(initials("")).toBe("?")
    expect(initials("---")).toBe("?")
  })
})

describe("WalletIcon", () => {
  it("the generated icon is deterministic: same name, same gradient and initials", () => {
    const a = renderInShadow(<WalletIcon name="Rabby Wallet" icon={undefined} size={28} />)
    const icon = a.getByTestId("generated-icon")
    expect(icon.textContent).toBe("RW")
    expect(icon.getAttribute("style")?.replace(/\s/g, "")).toContain(avatarGradient("Rabby Wallet").replace(/\s/g, ""))
  })
})
