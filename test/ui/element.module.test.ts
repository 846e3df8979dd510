// `walletport/element` as a module: tiny (plain DOM: no React, no Effect in its graph) and safe to import
// and call on a server, where there is no customElements.
import { build } from "esbuild"
import { join } from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { describe, expect, it } from "vitest"
import { defineWalletportButton } from "../../runtime/entries/element.js"

/**
 * The budget for the entry, minified + brotli: 3.9 KiB when written, most of it the theme resolution it shares with
 * <ConnectButton/>; 4,609 B once the button learned "Wrong network" (issue 23); 4,755 B once it kept its width while
 * connecting, waited for the first balance and stopped saying "Connecting…" for a WalletConnect QR (issue 23); 4,904 B
 * once the balance is written with the locale's grouping (Intl, exact decimals: schemas/displayNumbers.ts) and
 * `themeMode: "system"` follows the visitor's colour scheme (issue 23); 5,258 B once it speaks the visitor's language
 * as <ConnectButton/> does (issue 23: the button's words in every locale ~195 B, the modal's locale resolution ~154 B).
 */
const BROTLI_BUDGET = 5.2 * 1024

describe("walletport/element", () => {
  it("bundles without React or Effect, within its size budget", async () => {
    const result = await build({
      entryPoints: [join(process.cwd(), "runtime/entries/element.ts")],
      bundle: true,
      format: "esm",
      minify: true,
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.filter((input) => input.includes("node_modules/"))).toEqual([])
    expect(inputs.filter((input) => /^ui\/(views|shell\/(?!mountShadowRoot))/.test(input))).toEqual([])
    const code = result.outputFiles[0]?.contents ?? new Uint8Array()
    const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    expect(brotli).toBeLessThan(BROTLI_BUDGET)
  })

  it("does nothing on a server (no customElements), so shared code may call it", () => {
    expect(typeof customElements).toBe("undefined")
    const instance = {
      open: () => Promise.resolve(),
      getState: () => ({ open: false }),
      subscribeState: () => () => undefined,
      getAccount: () => ({ isConnected: false, address: undefined, status: "disconnected" as const, balance: undefined, balanceSymbol: undefined }),
      subscribeAccount: () => () => undefined,
      internals: { prefetch: () => undefined }
    }
    expect(() => defineWalletportButton(instance)).not.toThrow()
  })
})
