// The bench's "on screen" rule (bench/criteria.ts): one rule for every library, run in the page by the probe.
import { describe, expect, it } from "vitest"
import { centre, hasBox, namesWallet } from "../../bench/criteria.js"
import { BENCH_WALLET, probeScript } from "../../bench/probe.js"

const viewport = { width: 1280, height: 800 }
const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height })

describe("hasBox: the dialog and the wallet's row count from the first frame they have a box", () => {
  it("counts a rendered element with a non-zero box in the viewport (its opacity is not asked)", () => {
    expect(hasBox(true, box(460, 300, 360, 120), viewport)).toBe(true)
    // RainbowKit's dialog overflows the viewport on every side: still on screen.
    expect(hasBox(true, box(-200, -200, 1680, 1120), viewport)).toBe(true)
  })

  it("does not count an element under display:none or visibility:hidden (checkVisibility false)", () => {
    expect(hasBox(false, box(460, 300, 360, 120), viewport)).toBe(false)
  })

  it("does not count a zero-size box", () => {
    expect(hasBox(true, box(460, 300, 0, 120), viewport)).toBe(false)
    expect(hasBox(true, box(460, 300, 360, 0), viewport)).toBe(false)
  })

  it("does not count a box wholly outside the viewport (prepared off-screen), and counts one partly inside", () => {
    expect(hasBox(true, box(-10_000, 0, 360, 120), viewport)).toBe(false)
    expect(hasBox(true, box(0, 800, 360, 120), viewport)).toBe(false)
    expect(hasBox(true, box(1280, 0, 360, 120), viewport)).toBe(false)
    expect(hasBox(true, box(0, -120, 360, 120), viewport)).toBe(false)
    expect(hasBox(true, box(-359, -119, 360, 120), viewport)).toBe(true)
  })
})

describe("namesWallet: the bench wallet's row in every library", () => {
  it("finds the name in the texts the libraries render (with their tags, spaces collapsed)", () => {
    for (const text of ["Bench Wallet", "Bench WalletInstalled", "Bench Wallet installed", "  Bench\n   Wallet  "]) {
      expect(namesWallet(text, BENCH_WALLET.name)).toBe(true)
    }
  })

  it("does not take another wallet or an empty text for it", () => {
    expect(namesWallet("MetaMask", BENCH_WALLET.name)).toBe(false)
    expect(namesWallet("Bench", BENCH_WALLET.name)).toBe(false)
    expect(namesWallet(null, BENCH_WALLET.name)).toBe(false)
  })
})

describe("the probe", () => {
  it("is a script the page can run, with the criteria's own source in it", () => {
    const script = probeScript({ button: ["[data-testid=connect-button]"], dialog: true, clickAtOnce: false })
    expect(() => new Function(script)).not.toThrow()
    expect(script).toContain(`const hasBox = ${hasBox.toString()}`)
    expect(script).toContain(`const namesWallet = ${namesWallet.toString()}`)
    expect(script).toContain(JSON.stringify(BENCH_WALLET.name))
  })

  it("clicks at the centre of a box", () => {
    expect(centre(box(100, 200, 50, 20))).toEqual({ x: 125, y: 210 })
  })
})
