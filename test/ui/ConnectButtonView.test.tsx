// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConnectButtonView } from "../../ui/components/ConnectButtonView.js"

afterEach(cleanup)

describe("ConnectButtonView", () => {
  it("shows each state's label", () => {
    const r = render(<ConnectButtonView state={{ kind: "disconnected" }} onClick={vi.fn()} onPrefetch={vi.fn()} />)
    const button = r.getByTestId("connect-button")
    expect(button.textContent).toBe("Connect Wallet")
    r.rerender(<ConnectButtonView state={{ kind: "connecting" }} onClick={vi.fn()} onPrefetch={vi.fn()} />)
    expect(button.textContent).toBe("Connecting…")
    expect(button.getAttribute("aria-busy")).toBe("true")
    const connected = { kind: "connected", displayAddress: "0x71C7…976F", balance: "1.25 ETH" } as const
    r.rerender(<ConnectButtonView state={connected} onClick={vi.fn()} onPrefetch={vi.fn()} />)
    expect(button.textContent).toBe("1.25 ETH · 0x71C7…976F")
    r.rerender(<ConnectButtonView state={{ ...connected, balance: undefined }} onClick={vi.fn()} onPrefetch={vi.fn()} />)
    expect(button.textContent).toBe("0x71C7…976F")
  })

  it("clicks, and prefetches on pointer enter and focus", () => {
    const onClick = vi.fn()
    const onPrefetch = vi.fn()
    const r = render(<ConnectButtonView state={{ kind: "disconnected" }} onClick={onClick} onPrefetch={onPrefetch} />)
    const button = r.getByRole("button", { name: "Connect Wallet" })
    fireEvent.pointerEnter(button)
    expect(onPrefetch).toHaveBeenCalledTimes(1)
    fireEvent.focus(button)
    expect(onPrefetch).toHaveBeenCalledTimes(2)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.getAttribute("type")).toBe("button")
  })

  it("imports nothing but React types, so the initial chunk stays tiny", () => {
    const source = readFileSync(join(process.cwd(), "ui/components/ConnectButtonView.tsx"), "utf8")
    expect(source.match(/^import .*$/gm)).toEqual([`import type { CSSProperties, ReactNode } from "react"`])
  })
})
