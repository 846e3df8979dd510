// @vitest-environment happy-dom
// Issue 23: the page's connect button speaks the modal's language: the host's `locale`, else the browser's
// languages (ui/i18n/locales.ts), right to left in Arabic. A server, which knows no browser, renders the host's
// `locale` alone; the client takes over after hydration.
import { cleanup, render } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createWalletportWith } from "../../runtime/createWalletport.js"
import { ConnectButton, WalletportProvider } from "../../runtime/entries/react.js"
import { mainnet } from "../../runtime/entries/evm.js"
import type { WalletportOptionsInput } from "../../schemas/options.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** An instance whose core never loads: the button before any open, as a host's first paint has it. */
const page = (locale?: WalletportOptionsInput["locale"]) => (
  <WalletportProvider
    instance={createWalletportWith({ modal: MODAL_CHUNKS, core: () => new Promise(() => undefined) })({
      projectId: "p",
      networks: [mainnet],
      ...(locale === undefined ? {} : { locale })
    })}
  >
    <ConnectButton />
  </WalletportProvider>
)

const browserLanguages = (languages: ReadonlyArray<string>) => vi.spyOn(navigator, "languages", "get").mockReturnValue([...languages])

describe("<ConnectButton/> in the visitor's language", () => {
  it("follows the host's locale option: English, German, Arabic right to left", () => {
    browserLanguages(["en-US"])
    for (const [locale, label, dir] of [["en", "Connect Wallet", "ltr"], ["de-AT", "Wallet verbinden", "ltr"], ["ar", "ربط المحفظة", "rtl"]] as const) {
      const button = render(page(locale)).getByTestId("connect-button")
      expect(button.textContent).toBe(label)
      expect(button.getAttribute("dir")).toBe(dir)
      expect(button.getAttribute("lang")).toBe(locale.slice(0, 2))
      cleanup()
    }
  })

  it("follows the browser's languages when the host gives none (the first the modal speaks), else English", () => {
    browserLanguages(["fr-FR", "ar-EG", "de"])
    expect(render(page()).getByTestId("connect-button").textContent).toBe("ربط المحفظة")
    cleanup()
    browserLanguages(["fr-FR"])
    expect(render(page()).getByTestId("connect-button").textContent).toBe("Connect Wallet")
    cleanup()
    // The host's choice wins over the browser's.
    browserLanguages(["de"])
    expect(render(page("en")).getByTestId("connect-button").textContent).toBe("Connect Wallet")
  })

  it("renders the host's locale on the server, which has no browser languages", () => {
    browserLanguages(["de"])
    expect(renderToString(page("ar"))).toContain('dir="rtl"')
    // What the server renders without the option: English, whatever this test's browser says (React hydrates
    // against it, then the client's German follows).
    expect(renderToString(page())).toContain(">Connect Wallet<")
  })
})
