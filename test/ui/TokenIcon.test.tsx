// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { tokenColor, TokenIcon, tokenMark } from "../../ui/components/TokenIcon.js"
import { contrast, parseColor, WHITE } from "../../ui/theme/color.js"
import { AA_TEXT } from "../../ui/theme/readable.js"
import { renderInShadow } from "./shadow.js"

describe("tokenMark", () => {
  it("keeps at most 4 letters or digits of the symbol", () => {
    expect(tokenMark("ETH")).toBe("ETH")
    expect(tokenMark("WGLDX")).toBe("WGLD")
    expect(tokenMark("wUSD")).toBe("wUSD")
    expect(tokenMark("USDC.e")).toBe("USDC")
    expect(tokenMark("Ωmega")).toBe("Ωmeg")
    expect(tokenMark("$$")).toBe("?")
  })
})

describe("tokenColor", () => {
  it("white text passes WCAG AA on it at every hue", () => {
    for (let hue = 0; hue < 360; hue++) {
      // The hue comes from the seed's hash: check the colour for every hue it can give.
      const color = parseColor(`hsl(${hue} 55% 28%)`)
      expect(color && contrast(color, WHITE)).toBeGreaterThanOrEqual(AA_TEXT)
    }
    expect(tokenColor("0xabc")).toBe(tokenColor("0xABC"))
    expect(tokenColor("wUSD")).toMatch(/^hsl\(\d+ 55% 28%\)$/)
  })
})

describe("TokenIcon", () => {
  it("shows an allowed icon, and the generated one once it fails to load", () => {
    const r = renderInShadow(<TokenIcon symbol="WGLDX" src="https://icons.example/wgldx.svg" size={32} />)
    const img = r.container.querySelector("img")
    expect(img?.getAttribute("src")).toBe("https://icons.example/wgldx.svg")
    expect(r.queryByTestId("generated-token-icon")).toBeNull()
    if (img === null) throw new Error("no img")
    fireEvent.error(img)
    expect(r.container.querySelector("img")).toBeNull()
    expect(r.getByTestId("generated-token-icon").textContent).toBe("WGLD")
  })

  it("generates one, with no request, for a missing, relative or refused icon", () => {
    for (const src of [undefined, null, "", "/icons/ETH.svg", "javascript:alert(1)", "http://tracker.example/i.png"]) {
      const r = renderInShadow(<TokenIcon symbol="ETH" src={src} size={32} />)
      expect(r.container.querySelector("img")).toBeNull()
      expect(r.getByTestId("generated-token-icon").textContent).toBe("ETH")
      r.unmount()
    }
  })

  it("the same token (by address, else symbol) always gets the same colour", () => {
    const a = renderInShadow(<TokenIcon symbol="wUSD" address="eip155:1:0xAbC" src={undefined} size={32} />)
    expect(a.getByTestId("generated-token-icon").getAttribute("style")?.replace(/\s/g, "")).toContain(`background:${tokenColor("eip155:1:0xabc")}`.replace(/\s/g, ""))
  })
})
