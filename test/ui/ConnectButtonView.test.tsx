// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConnectButtonView, type ConnectButtonViewProps } from "../../ui/components/ConnectButtonView.js"
import { resolveShowBalance } from "../../ui/ConnectButton.js"
import { type ConnectedButtonAccount, connectButtonState } from "../../ui/components/connectButtonModel.js"
import { connectedButtonState, WRONG_NETWORK_LABEL } from "../../ui/components/connectedButtonState.js"
import { BUTTON_LABELS } from "../../ui/i18n/buttonLabels.js"
import { loadMessages } from "../../ui/i18n/loadMessages.js"
import { SUPPORTED_LOCALES } from "../../ui/i18n/locales.js"
import { buttonTheme } from "../../ui/theme/buttonTheme.js"
import { contrast, parseColor } from "../../ui/theme/color.js"

afterEach(cleanup)

const dark = buttonTheme("dark", {})
const connected = { kind: "connected", displayName: "0x71C7…976F", fullName: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F", balance: "1.25 ETH", colors: dark } as const
const inDark = (account: ConnectedButtonAccount) => connectedButtonState(account, dark)
const view = (over: Partial<ConnectButtonViewProps> = {}) => (
  <ConnectButtonView state={{ kind: "disconnected" }} onClick={vi.fn()} onPrefetch={vi.fn()} theme={dark} {...over} />
)

/** The button's text without what is hidden (the label that reserves the width while connecting). */
const visibleText = (element: Element): string =>
  [...element.childNodes].map((node) =>
    node instanceof HTMLElement ? (node.style.visibility === "hidden" ? "" : visibleText(node)) : (node.textContent ?? "")).join("")

describe("ConnectButtonView", () => {
  it("shows each state's label", () => {
    const r = render(view())
    const button = r.getByTestId("connect-button")
    expect(button.textContent).toBe("Connect Wallet")
    r.rerender(view({ state: { kind: "connecting" } }))
    expect(visibleText(button)).toBe("Connecting…")
    expect(button.getAttribute("aria-busy")).toBe("true")
    r.rerender(view({ state: connected }))
    expect(button.textContent).toBe("1.25 ETH0x71C7…976F")
    expect(button.getAttribute("title")).toBe(connected.fullName)
    r.rerender(view({ state: { ...connected, balance: undefined } }))
    expect(button.textContent).toBe("0x71C7…976F")
  })

  it("speaks the visitor's language: English, German, Arabic right to left (issue 23)", () => {
    const r = render(view({ locale: "de" }))
    const button = r.getByTestId("connect-button")
    expect(button.textContent).toBe("Wallet verbinden")
    expect(button.getAttribute("lang")).toBe("de")
    expect(button.getAttribute("dir")).toBe("ltr")
    r.rerender(view({ locale: "de", state: { kind: "connecting" } }))
    expect(visibleText(button)).toBe("Verbinden…")
    r.rerender(view({ locale: "ar" }))
    expect(button.textContent).toBe("ربط المحفظة")
    expect(button.getAttribute("dir")).toBe("rtl")
    r.rerender(view({ locale: "ar", state: { kind: "connecting" } }))
    expect(visibleText(button)).toBe("جارٍ الربط…")
    // The host's label wins in every language.
    r.rerender(view({ locale: "ar", label: "Sign in" }))
    expect(button.textContent).toBe("Sign in")
    r.rerender(view())
    expect(button.textContent).toBe("Connect Wallet")
    expect(button.getAttribute("dir")).toBe("ltr")
  })

  it("words the button as the modal's tables word its Connect views, in every language", async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const table = await loadMessages(locale)
      expect(BUTTON_LABELS[locale].connect).toBe(table.titles.Connect)
      expect(BUTTON_LABELS[locale].connecting).toBe(`${table.titles.ConnectingExternal}…`)
      expect(WRONG_NETWORK_LABEL[locale]).not.toBe("")
    }
  })

  it("the profile name instead of the address, and the avatar, once the account has them", () => {
    const account = { isConnected: true, address: connected.fullName, status: "connected", balance: "1.25", balanceSymbol: "ETH" } as const
    const r = render(view({ state: connectButtonState(account, inDark) }))
    expect(r.getByTestId("connect-button-name").textContent).toBe("0x71C7…976F")
    expect(r.queryByTestId("connect-button-avatar")).toBeNull()
    r.rerender(view({ state: connectButtonState({ ...account, profileName: "demo-user.walletport.id", profileImage: "https://img.example/a.png" }, inDark) }))
    expect(r.getByTestId("connect-button-name").textContent).toBe("demo-user.walletport.id")
    expect(r.getByRole("button").getAttribute("title")).toBe(`demo-user.walletport.id (${connected.fullName})`)
    const avatar = r.getByTestId("connect-button-avatar")
    expect(avatar.getAttribute("src")).toBe("https://img.example/a.png")
    expect(avatar.getAttribute("alt")).toBe("")
    // The picture never shrinks: the name is what gets cut on a narrow phone.
    expect(avatar.style.flexShrink).toBe("0")
    expect(avatar.style.width).toBe("1.25em")
    // A name without a picture.
    r.rerender(view({ state: connectButtonState({ ...account, profileName: "demo-user.walletport.id" }, inDark) }))
    expect(r.queryByTestId("connect-button-avatar")).toBeNull()
  })

  it("a wallet on a chain the host did not configure: 'Wrong network' in the error colour, no balance or avatar, unless allowed", () => {
    const account = {
      isConnected: true,
      address: connected.fullName,
      status: "connected",
      balance: "1.25",
      balanceSymbol: "ETH",
      profileImage: "https://example.org/a.png",
      unsupportedChain: true
    } as const
    const wrong = connectedButtonState(account, dark)
    if (wrong === undefined) throw new Error("no state")
    const r = render(view({ state: wrong }))
    expect(r.getByTestId("connect-button").textContent).toBe("Wrong network")
    expect(r.getByTestId("connect-button").getAttribute("title")).toContain(connected.fullName)
    // In the visitor's language (the button passes its locale's words).
    expect(connectedButtonState(account, dark, undefined, false, WRONG_NETWORK_LABEL.de)?.displayName).toBe("Falsches Netzwerk")
    expect(r.queryByRole("img")).toBeNull()
    expect(wrong.colors.surfaceFg).toBe(dark.errorFg)
    expect(contrast(parseColor(dark.errorFg) ?? [0, 0, 0], parseColor(dark.surface) ?? [0, 0, 0])).toBeGreaterThanOrEqual(4.5)
    const light = buttonTheme("light", {})
    expect(contrast(parseColor(light.errorFg) ?? [0, 0, 0], parseColor(light.surface) ?? [0, 0, 0])).toBeGreaterThanOrEqual(4.5)
    // The host's choice: the account as usual.
    const allowed = connectedButtonState(account, dark, { allowUnsupportedChain: true })
    expect(allowed?.displayName).toBe("0x71C7…976F")
    expect(allowed?.colors.surfaceFg).toBe(dark.surfaceFg)
  })

  it("takes a label, and hides the balance when showBalance is false", () => {
    const r = render(view({ label: "Sign in" }))
    expect(r.getByRole("button").textContent).toBe("Sign in")
    r.rerender(view({ state: connected, showBalance: false }))
    expect(r.queryByTestId("connect-button-balance")).toBeNull()
    expect(r.getByTestId("connect-button-name").textContent).toBe("0x71C7…976F")
  })

  it("never grows past its container, and cuts a long name with an ellipsis", () => {
    const r = render(view({ state: { ...connected, displayName: "a-very-long-profile-name-that-does-not-fit.eth" } }))
    const button = r.getByRole("button")
    expect(button.style.maxWidth).toBe("100%")
    expect(button.style.minWidth).toBe("min(100%, calc(8em + 34px))")
    const name = r.getByTestId("connect-button-name")
    expect(name.style.textOverflow).toBe("ellipsis")
    expect(name.style.overflow).toBe("hidden")
    expect(name.style.minWidth).toBe("0")
    expect(r.getByTestId("connect-button-balance").style.flexShrink).toBe("0")
  })

  it("sizes: sm < md < lg", () => {
    const font = (size: "sm" | "md" | "lg") => {
      const r = render(view({ size }))
      const value = r.getByRole("button").style.fontSize
      r.unmount()
      return Number(/\* ([\d.]+)\)/.exec(value)?.[1])
    }
    expect(font("sm")).toBeLessThan(font("md"))
    expect(font("md")).toBeLessThan(font("lg"))
  })

  it("follows the host's theme: accent, its readable text colour, font, radius", () => {
    const theme = buttonTheme("dark", {
      "--wp-accent": "#facc15",
      "--wp-font-family": "Georgia, serif",
      "--wp-border-radius-master": "0px"
    })
    const r = render(view({ theme }))
    const style = r.getByRole("button").style
    expect(parseColor(style.backgroundColor)).toEqual(parseColor("#facc15"))
    // A yellow accent takes near-black text: white would be 1.5:1.
    const fg = parseColor(style.color)
    const bg = parseColor(style.backgroundColor)
    if (fg === undefined || bg === undefined) throw new Error("unparsed colours")
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
    expect(style.fontFamily).toContain("Georgia")
    expect(style.borderRadius).toBe("calc(0px * 3)")
    // The connected look takes the surface of the host's mode: it comes with the connected state.
    r.rerender(view({ state: { ...connected, colors: buttonTheme("light", {}) } }))
    expect(parseColor(r.getByRole("button").style.backgroundColor)).toEqual(parseColor("#ffffff"))
  })

  it("buttonTheme survives undecoded, malformed options", () => {
    const bad: unknown = { "--wp-accent": 12, "--wp-font-family": null, "--wp-z-index": "x" }
    const variables = typeof bad === "object" && bad !== null ? bad : {}
    expect(buttonTheme(undefined, variables)).toEqual(buttonTheme("dark", {}))
  })

  it("clicks, and prefetches on pointer enter and focus", () => {
    const onClick = vi.fn()
    const onPrefetch = vi.fn()
    const r = render(view({ onClick, onPrefetch }))
    const button = r.getByRole("button", { name: "Connect Wallet" })
    fireEvent.pointerEnter(button)
    expect(onPrefetch).toHaveBeenCalledTimes(1)
    fireEvent.focus(button)
    expect(onPrefetch).toHaveBeenCalledTimes(2)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.getAttribute("type")).toBe("button")
  })

  it("imports nothing but React types and its plain-data model, so the initial chunk stays tiny", () => {
    const imports = (file: string) => readFileSync(join(process.cwd(), file), "utf8").match(/^import .*$/gm)
    expect(imports("ui/components/ConnectButtonView.tsx")).toEqual([
      `import type { ReactNode } from "react"`,
      `import { BUTTON_LABELS } from "../i18n/buttonLabels.js"`,
      `import { directionOf, type SupportedLocale } from "../i18n/locales.js"`,
      `import { connectButtonStyles } from "./connectButtonModel.js"`
    ])
    // Its words: a plain table and the locale resolution (no modal table, no React).
    expect(imports("ui/i18n/buttonLabels.ts")?.filter((line) => !line.startsWith("import type"))).toEqual([])
    expect(imports("ui/i18n/locales.ts")).toBeNull()
    // The model is shared with the custom element: types only (the connected look loads with import()).
    expect(imports("ui/components/connectButtonModel.ts")?.filter((line) => !line.startsWith("import type"))).toEqual([])
    // The connected look: the display formatting, the image policy and the whole button theme.
    expect(imports("ui/components/connectedButtonState.ts")?.filter((line) => !line.startsWith("import type"))).toEqual([
      `import { displayBalance } from "../../schemas/displayNumbers.js"`,
      `import { truncateAddress } from "../../schemas/format.js"`,
      `import { safeImageSrc } from "./safeImageSrc.js"`,
      `import { EN_WRONG_NETWORK_LABEL } from "../i18n/wrongNetworkLabel.js"`
    ])
    expect(imports("ui/components/safeImageSrc.ts")).toBeNull()
  })
})

describe("the button while connecting (issue 23: one change of width on a reload, no 'Connecting…' for a QR)", () => {
  const address = connected.fullName
  const restoring = { isConnected: false, address: undefined, status: "connecting", balance: undefined, balanceSymbol: undefined } as const
  const live = { isConnected: true, address, status: "connected", balance: undefined, balanceSymbol: "ETH", balanceStatus: "loading" } as const

  it("'Connecting…' keeps the disconnected button's width: the label stays in the layout, hidden and flat, below it", () => {
    const r = render(view({ state: { kind: "connecting" }, label: "Sign in with a wallet" }))
    const [stack] = [...r.getByTestId("connect-button").children]
    if (!(stack instanceof HTMLElement)) throw new Error("no stack")
    expect(stack.style.display).toBe("inline-flex")
    expect(stack.style.flexDirection).toBe("column")
    expect(stack.firstChild?.textContent).toBe("Connecting…")
    const reserved = stack.lastElementChild
    if (!(reserved instanceof HTMLElement)) throw new Error("no reserved label")
    expect(reserved.textContent).toBe("Sign in with a wallet")
    expect(reserved.style.visibility).toBe("hidden")
    expect(reserved.style.height).toBe("0px")
  })

  it("a stored connection being restored is 'connecting'; a WalletConnect pairing waiting for its scan is not", () => {
    expect(connectButtonState(restoring, inDark).kind).toBe("connecting")
    expect(connectButtonState(restoring, inDark, true).kind).toBe("disconnected")
    expect(connectButtonState({ ...restoring, status: "disconnected" }, inDark).kind).toBe("disconnected")
  })

  it("with the balance shown, a connected account waits for its first balance: address and balance appear together", () => {
    const shown = (account: ConnectedButtonAccount) => connectedButtonState(account, dark, undefined, true)
    expect(connectButtonState(live, shown).kind).toBe("connecting")
    expect(connectButtonState({ ...live, balance: "1.25", balanceStatus: "ready" }, shown)).toMatchObject({ kind: "connected", balance: "1.250 ETH" })
    // A failed read shows the address (the balance is the Account view's to explain).
    expect(connectButtonState({ ...live, balanceStatus: "failed" }, shown).kind).toBe("connected")
    // A refresh keeps the balance it had: no step back to "Connecting…".
    expect(connectButtonState({ ...live, balance: "1.25" }, shown).kind).toBe("connected")
    // A chain the host did not configure reads no balance ("idle"): "Wrong network" at once.
    expect(connectButtonState({ ...live, balanceStatus: "idle", unsupportedChain: true }, shown)).toMatchObject({ displayName: "Wrong network" })
    // Without the balance (a phone), the address at once.
    expect(connectButtonState(live, inDark).kind).toBe("connected")
  })
})

describe("resolveShowBalance (RainbowKit's responsive flag)", () => {
  it("defaults to large screens only; a boolean applies everywhere; each side can be set", () => {
    expect(resolveShowBalance(undefined, true)).toBe(true)
    expect(resolveShowBalance(undefined, false)).toBe(false)
    expect(resolveShowBalance(true, false)).toBe(true)
    expect(resolveShowBalance(false, true)).toBe(false)
    expect(resolveShowBalance({ smallScreen: true }, false)).toBe(true)
    expect(resolveShowBalance({ largeScreen: false }, true)).toBe(false)
  })
})
