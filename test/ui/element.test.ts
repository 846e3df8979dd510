// @vitest-environment happy-dom
// `<walletport-button>` (issue 8 "Vanilla pages") against an instance double: the element's contract is
// the instance's public snapshots and subscriptions, which this double implements as plain stores.
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest"
import type { Walletport } from "../../runtime/types.js"
import { defineWalletportButton, WALLETPORT_BUTTON_TAG, type WalletportButtonInstance } from "../../runtime/entries/element.js"
import { type ButtonAccount, LARGE_SCREEN } from "../../ui/components/connectButtonModel.js"
import { parseColor, toHex } from "../../ui/theme/color.js"
import { PREFERS_LIGHT } from "../../ui/theme/systemMode.js"
import { darkTokens, lightTokens } from "../../ui/theme/tokens.js"
import { BUTTON_LABELS } from "../../ui/i18n/buttonLabels.js"
import { WRONG_NETWORK_LABEL } from "../../ui/i18n/wrongNetworkLabel.js"

/** A MediaQueryList double the test flips (set `matches`, then dispatch "change"). */
const mediaList = (media: string) =>
  Object.assign(new EventTarget(), { matches: false, media, onchange: null, addListener: () => undefined, removeListener: () => undefined })

const ADDRESS = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F"
const DISCONNECTED: ButtonAccount = { isConnected: false, address: undefined, status: "disconnected", balance: undefined, balanceSymbol: undefined }
const CONNECTED: ButtonAccount = { isConnected: true, address: ADDRESS, status: "connected", balance: "1.25", balanceSymbol: "ETH" }

/** An instance double whose account and modal state the test sets; counts its live listeners. */
const makeInstance = (
  options: {
    readonly open?: () => Promise<void>
    readonly variables?: Record<string, string>
    readonly mode?: "dark" | "system"
    readonly locale?: string | ReadonlyArray<string>
  } = {}
) => {
  let account = DISCONNECTED
  let open = false
  const accountListeners = new Set<() => void>()
  const stateListeners = new Set<() => void>()
  const subscribe = (listeners: Set<() => void>) => (listener: () => void) => {
    // A copy per subscription, as the real stores do: the same listener may subscribe twice.
    const entry = () => listener()
    listeners.add(entry)
    return () => void listeners.delete(entry)
  }
  const instance = {
    // Not a vi.fn when the test gives one: a spy attaches its own handlers to the promises it returns.
    open: options.open ?? vi.fn(() => Promise.resolve()),
    getState: () => ({ open }),
    subscribeState: subscribe(stateListeners),
    getAccount: () => account,
    subscribeAccount: subscribe(accountListeners),
    internals: { prefetch: vi.fn(), theme: { mode: options.mode ?? "dark", variables: options.variables, locale: options.locale } }
  } satisfies WalletportButtonInstance
  return {
    instance,
    setAccount: (next: ButtonAccount) => {
      account = next
      for (const listener of accountListeners) listener()
    },
    setOpen: (next: boolean) => {
      open = next
      for (const listener of stateListeners) listener()
    },
    listeners: () => accountListeners.size + stateListeners.size
  }
}

let tagCount = 0
/** A fresh tag per test: a tag, once defined, stays defined for the document's life. */
const nextTag = () => `wp-button-${++tagCount}`

const mount = (tag: string, attributes: Record<string, string> = {}) => {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  const button = element.shadowRoot?.querySelector("button")
  if (button === null || button === undefined) throw new Error(`<${tag}> rendered no button`)
  return { element, button }
}

/** The shadow root's stylesheet text, from the adopted sheet or the <style> fallback. */
const shadowCss = (element: Element): string => {
  const root = element.shadowRoot
  if (root === null) return ""
  const adopted = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
  return [...adopted, root.querySelector("style")?.textContent ?? ""].join("\n")
}

afterEach(() => document.body.replaceChildren())

describe("<walletport-button>", () => {
  it("accepts any instance createWalletport returns", () => {
    expectTypeOf<Walletport>().toMatchTypeOf<WalletportButtonInstance>()
  })

  it("registers walletport-button by default, and only when asked", async () => {
    expect(customElements.get(WALLETPORT_BUTTON_TAG)).toBeUndefined()
    const { instance } = makeInstance()
    defineWalletportButton(instance)
    expect(customElements.get(WALLETPORT_BUTTON_TAG)).toBeDefined()
    expect(mount(WALLETPORT_BUTTON_TAG).button.textContent).toBe("Connect Wallet")
  })

  it("shows the label, then Connecting…, then the balance and the truncated address", () => {
    const tag = nextTag()
    const fake = makeInstance()
    defineWalletportButton(fake.instance, { tagName: tag })
    const { element, button } = mount(tag, { label: "Sign in" })
    expect(button.textContent).toBe("Sign in")
    expect(button.type).toBe("button")
    expect(button.getAttribute("aria-busy")).toBe("false")

    fake.setAccount({ ...DISCONNECTED, status: "connecting" })
    // "Connecting…" over the hidden label, which keeps the button's width (issue 23).
    expect(button.querySelector(".stack")?.firstChild?.textContent).toBe("Connecting…")
    expect(button.querySelector(".reserved")?.textContent).toBe("Sign in")
    expect(button.getAttribute("aria-busy")).toBe("true")

    fake.setAccount(CONNECTED)
    expect(button.textContent).toBe("1.250 ETH0x71C7…976F")
    expect(button.title).toBe(ADDRESS)
    expect(button.querySelector("[part=name]")?.textContent).toBe("0x71C7…976F")

    element.setAttribute("show-balance", "false")
    expect(button.textContent).toBe("0x71C7…976F")
    element.setAttribute("show-balance", "")
    expect(button.textContent).toBe("1.250 ETH0x71C7…976F")

    fake.setAccount(DISCONNECTED)
    expect(button.textContent).toBe("Sign in")
    expect(button.hasAttribute("title")).toBe(false)
    element.removeAttribute("label")
    expect(button.textContent).toBe("Connect Wallet")
  })

  it("shows the profile name and avatar once the account has them; one picture kept across renders", () => {
    const tag = nextTag()
    const fake = makeInstance()
    defineWalletportButton(fake.instance, { tagName: tag })
    const { element, button } = mount(tag, { "show-balance": "false" })
    fake.setAccount(CONNECTED)
    expect(button.querySelector("[part=avatar]")).toBeNull()
    fake.setAccount({ ...CONNECTED, profileName: "demo-user.walletport.id", profileImage: "https://img.example/a.png" })
    expect(button.querySelector("[part=name]")?.textContent).toBe("demo-user.walletport.id")
    const avatar = button.querySelector("[part=avatar]")
    expect(avatar?.getAttribute("src")).toBe("https://img.example/a.png")
    expect(avatar?.getAttribute("alt")).toBe("")
    expect(shadowCss(element)).toMatch(/\.avatar \{[^}]*width: 1\.25em/)
    fake.setAccount({ ...CONNECTED, balance: "2", profileName: "demo-user.walletport.id", profileImage: "https://img.example/a.png" })
    expect(button.querySelector("[part=avatar]")).toBe(avatar)
    fake.setAccount(CONNECTED)
    expect(button.querySelector("[part=avatar]")).toBeNull()
    expect(button.querySelector("[part=name]")?.textContent).toBe("0x71C7…976F")
  })

  it("an avatar the image source policy refuses never reaches the <img> (javascript:, plain http:, non-image data:)", () => {
    const tag = nextTag()
    const fake = makeInstance()
    defineWalletportButton(fake.instance, { tagName: tag })
    const { button } = mount(tag, { "show-balance": "false" })
    for (const profileImage of ["javascript:alert(1)", "http://tracker.example/a.png", "data:text/html,<script>alert(1)</script>"]) {
      fake.setAccount({ ...CONNECTED, profileName: "demo-user.walletport.id", profileImage })
      expect(button.querySelector("img"), profileImage).toBeNull()
      expect(button.querySelector("[part=name]")?.textContent).toBe("demo-user.walletport.id")
    }
  })

  it("shows the balance by default only on a large screen, as <ConnectButton/> does", () => {
    const tag = nextTag()
    const fake = makeInstance()
    fake.setAccount(CONNECTED)
    // A screen the test resizes: one MediaQueryList for the large-screen query.
    const screen = mediaList(LARGE_SCREEN)
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation((query) => (query === LARGE_SCREEN ? screen : mediaList(query)))
    try {
      defineWalletportButton(fake.instance, { tagName: tag })
      const { button } = mount(tag)
      expect(button.textContent).toBe("0x71C7…976F")
      screen.matches = true
      screen.dispatchEvent(new Event("change"))
      expect(button.textContent).toBe("1.250 ETH0x71C7…976F")
    } finally {
      matchMedia.mockRestore()
    }
  })

  it('with themeMode "system", the connected look follows the visitor\'s colour scheme as it changes', () => {
    const tag = nextTag()
    const fake = makeInstance({ mode: "system" })
    fake.setAccount(CONNECTED)
    const scheme = mediaList(PREFERS_LIGHT)
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation((query) => (query === PREFERS_LIGHT ? scheme : mediaList(query)))
    try {
      defineWalletportButton(fake.instance, { tagName: tag })
      const { element } = mount(tag)
      const backgrounds = () =>
        [...shadowCss(element).matchAll(/background-color: ([^;]+);/g)].map((m) => {
          const colour = parseColor(m[1] ?? "")
          return colour === undefined ? m[1] : toHex(colour)
        })
      expect(backgrounds()).toContain(darkTokens.bg1)
      scheme.matches = true
      scheme.dispatchEvent(new Event("change"))
      expect(backgrounds()).toContain(lightTokens.bg1)
      expect(backgrounds()).not.toContain(darkTokens.bg1)
    } finally {
      matchMedia.mockRestore()
    }
  })

  it("reflects whether the modal is open", () => {
    const tag = nextTag()
    const fake = makeInstance()
    defineWalletportButton(fake.instance, { tagName: tag })
    const { button } = mount(tag)
    expect(button.getAttribute("aria-haspopup")).toBe("dialog")
    expect(button.getAttribute("aria-expanded")).toBe("false")
    fake.setOpen(true)
    expect(button.getAttribute("aria-expanded")).toBe("true")
  })

  it("opens on click and prefetches on hover and focus", () => {
    const tag = nextTag()
    const fake = makeInstance()
    defineWalletportButton(fake.instance, { tagName: tag })
    const { button } = mount(tag)
    button.dispatchEvent(new PointerEvent("pointerenter"))
    button.dispatchEvent(new FocusEvent("focus"))
    expect(fake.instance.internals.prefetch).toHaveBeenCalledTimes(2)
    button.click()
    expect(fake.instance.open).toHaveBeenCalledTimes(1)
  })

  it("swallows a rejected open (the instance reports it): no unhandled rejection", async () => {
    const tag = nextTag()
    let rejected: Promise<void> | undefined
    const fake = makeInstance({ open: () => (rejected = Promise.reject(new Error("InvalidOptions"))) })
    const unhandled = vi.fn()
    process.on("unhandledRejection", unhandled)
    try {
      defineWalletportButton(fake.instance, { tagName: tag })
      mount(tag).button.click()
      expect(rejected).toBeDefined()
      // Node reports unhandled rejections after the microtask queue drains (no handler may be added here:
      // that would handle it).
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off("unhandledRejection", unhandled)
    }
  })

  it("unsubscribes when removed and subscribes again when put back", () => {
    const tag = nextTag()
    const fake = makeInstance()
    defineWalletportButton(fake.instance, { tagName: tag })
    const { element, button } = mount(tag)
    expect(fake.listeners()).toBe(2)
    element.remove()
    expect(fake.listeners()).toBe(0)
    fake.setAccount(CONNECTED)
    expect(button.textContent).toBe("Connect Wallet")
    document.body.append(element)
    expect(fake.listeners()).toBe(2)
    // Caught up with what changed while it was away.
    expect(button.textContent).toBe("1.250 ETH0x71C7…976F")
  })

  it("defining twice is harmless: the buttons follow the latest instance", () => {
    const tag = nextTag()
    const first = makeInstance()
    defineWalletportButton(first.instance, { tagName: tag })
    const { button } = mount(tag)
    defineWalletportButton(first.instance, { tagName: tag })
    expect(first.listeners()).toBe(2)

    const second = makeInstance()
    second.setAccount(CONNECTED)
    defineWalletportButton(second.instance, { tagName: tag })
    expect(first.listeners()).toBe(0)
    expect(second.listeners()).toBe(2)
    expect(button.textContent).toBe("1.250 ETH0x71C7…976F")
    button.click()
    expect(second.instance.open).toHaveBeenCalledTimes(1)
    expect(first.instance.open).not.toHaveBeenCalled()
  })

  it("refuses a tag another script owns", () => {
    const tag = nextTag()
    customElements.define(tag, class extends HTMLElement {})
    expect(() => defineWalletportButton(makeInstance().instance, { tagName: tag })).toThrow(/already defined by another script/)
  })

  it("styles its shadow root from the host's theme, like <ConnectButton/>", () => {
    const tag = nextTag()
    const fake = makeInstance({ variables: { "--wp-accent": "#facc15", "--wp-font-family": "Georgia, serif" } })
    defineWalletportButton(fake.instance, { tagName: tag })
    const { element, button } = mount(tag, { size: "lg" })
    expect(button.dataset["size"]).toBe("lg")
    const css = shadowCss(element)
    expect(css).toContain("Georgia")
    expect(css).toContain("gap: 8px")
    expect(css).toContain("max-width: 100%")
    const background = /background-color: ([^;]+);/.exec(css)?.[1]
    expect(parseColor(background ?? "")).toEqual(parseColor("#facc15"))
    // Connected: the surface colours and a floor of one whole truncated address.
    fake.setAccount(CONNECTED)
    expect(shadowCss(element)).toContain("min-width: min(100%, calc(8em + 42px))")
    // Host CSS stays outside.
    const style = document.createElement("style")
    style.textContent = "button { background: red !important }"
    document.head.append(style)
    expect(getComputedStyle(button).backgroundColor).not.toBe("red")
    style.remove()
  })
})

describe("<walletport-button> in the visitor's language (issue 23), as <ConnectButton/>", () => {
  const WRONG_CHAIN: ButtonAccount = { ...CONNECTED, unsupportedChain: true }
  /** The words a visitor reads: the visible line of "Connecting…" (not the hidden label below it). */
  const shown = (button: HTMLButtonElement) => button.querySelector(".stack")?.firstChild?.textContent ?? button.textContent

  for (const [locale, dir] of [["de", "ltr"], ["ar", "rtl"]] as const) {
    it(`locale "${locale}": its words for connect, connecting and a wrong network; lang ${locale}, dir ${dir}`, () => {
      const tag = nextTag()
      const fake = makeInstance({ locale })
      defineWalletportButton(fake.instance, { tagName: tag })
      const { button } = mount(tag, { "show-balance": "false" })
      expect(button.textContent).toBe(BUTTON_LABELS[locale].connect)
      expect(button.getAttribute("lang")).toBe(locale)
      expect(button.getAttribute("dir")).toBe(dir)
      fake.setAccount({ ...DISCONNECTED, status: "connecting" })
      expect(shown(button)).toBe(BUTTON_LABELS[locale].connecting)
      // The hidden label that keeps the width is the same language's.
      expect(button.querySelector(".reserved")?.textContent).toBe(BUTTON_LABELS[locale].connect)
      fake.setAccount(WRONG_CHAIN)
      expect(button.textContent).toBe(WRONG_NETWORK_LABEL[locale])
      expect(button.title).toBe(`${WRONG_NETWORK_LABEL[locale]} (${ADDRESS})`)
      expect(button.getAttribute("dir")).toBe(dir)
    })
  }

  it("the host's label attribute wins in every language", () => {
    const tag = nextTag()
    const fake = makeInstance({ locale: "ar" })
    defineWalletportButton(fake.instance, { tagName: tag })
    const { element, button } = mount(tag, { label: "Sign in" })
    expect(button.textContent).toBe("Sign in")
    fake.setAccount({ ...DISCONNECTED, status: "connecting" })
    expect(button.querySelector(".reserved")?.textContent).toBe("Sign in")
    element.removeAttribute("label")
    expect(button.querySelector(".reserved")?.textContent).toBe(BUTTON_LABELS.ar.connect)
  })

  it("without a locale option, the browser's languages (\"de-AT\" → German); English with lang en and dir ltr otherwise", () => {
    const languages = vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-AT", "en"])
    try {
      const tag = nextTag()
      defineWalletportButton(makeInstance().instance, { tagName: tag })
      const { button } = mount(tag)
      expect(button.textContent).toBe(BUTTON_LABELS.de.connect)
      expect(button.getAttribute("lang")).toBe("de")
      languages.mockReturnValue(["fr-FR"])
      const other = nextTag()
      defineWalletportButton(makeInstance().instance, { tagName: other })
      const english = mount(other).button
      expect(english.textContent).toBe(BUTTON_LABELS.en.connect)
      expect(english.getAttribute("lang")).toBe("en")
      expect(english.getAttribute("dir")).toBe("ltr")
    } finally {
      languages.mockRestore()
    }
  })

  it("follows a new instance's locale (defining again: hot reload), as it follows its theme", () => {
    const tag = nextTag()
    defineWalletportButton(makeInstance({ locale: "de" }).instance, { tagName: tag })
    const { button } = mount(tag)
    expect(button.textContent).toBe(BUTTON_LABELS.de.connect)
    defineWalletportButton(makeInstance({ locale: "ar" }).instance, { tagName: tag })
    expect(button.textContent).toBe(BUTTON_LABELS.ar.connect)
    expect(button.getAttribute("dir")).toBe("rtl")
  })
})
