// themeMode "system" (issue 23): the option decodes, the modal's CSS follows prefers-color-scheme, and the
// host-page button draws the mode the visitor's scheme picks. The live switch is test/e2e/theme.e2e.ts's.
import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { mainnet } from "../../schemas/networks/index.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { decodeOptions } from "../../schemas/options.js"
import { buttonTheme, drawnMode } from "../../ui/theme/buttonTheme.js"
import { PREFERS_LIGHT } from "../../ui/theme/systemMode.js"
import { themeCss } from "../../ui/theme/themeCss.js"
import { darkTokens, lightTokens } from "../../ui/theme/tokens.js"

/** The declarations of the first block whose selector ends `selector{` at or after `from`. */
const block = (css: string, selector: string, from = 0): string => {
  const start = css.indexOf(`${selector}{`, from)
  if (start < 0) throw new Error(`no ${selector} block`)
  return css.slice(start, css.indexOf("}", start))
}

describe('themeMode "system"', () => {
  it("is a themeMode the options accept, next to light and dark; anything else is not", () => {
    const decode = (themeMode: unknown) => decodeOptions({ projectId: "p", networks: [mainnet], adapters: [evmAdapter()], themeMode })
    expect(Either.getOrThrow(decode("system")).themeMode).toBe("system")
    expect(Either.isLeft(decode("auto"))).toBe(true)
  })

  it("draws dark on :host and light under a prefers-color-scheme: light query, native controls included", () => {
    const css = themeCss("system")
    expect(block(css, ":host")).toContain(`--wp-bg-1:${darkTokens.bg1};`)
    const query = css.indexOf(`@media ${PREFERS_LIGHT}{`)
    expect(query).toBeGreaterThan(0)
    expect(block(css, ":host", query)).toContain(`--wp-bg-1:${lightTokens.bg1};`)
    expect(css.slice(query)).toMatch(/^@media[^{]*\{:host\{[^}]*\}\s*\.root\[data-wp-theme="system"\]\{color-scheme:light\}\}/)
  })

  it("applies the host's variables to both schemes", () => {
    const css = themeCss("system", { "--wp-color-mix": "#00ff00" })
    const query = css.indexOf("@media")
    expect(block(css, ":host")).not.toContain(`--wp-bg-1:${darkTokens.bg1};`)
    expect(block(css, ":host", query)).not.toContain(`--wp-bg-1:${lightTokens.bg1};`)
  })

  it("light and dark stay fixed whatever the visitor prefers", () => {
    expect(themeCss("light")).not.toContain("@media")
    expect(themeCss("dark")).not.toContain("@media")
    expect(drawnMode("dark", true)).toBe("dark")
    expect(drawnMode("light", false)).toBe("light")
    expect(drawnMode(undefined, true)).toBe("dark")
  })

  it("the connected button takes the modal's surface of the scheme the visitor prefers", () => {
    expect(drawnMode("system", true)).toBe("light")
    expect(drawnMode("system", false)).toBe("dark")
    expect(buttonTheme("system", undefined, true).surface).toBe(lightTokens.bg1)
    expect(buttonTheme("system", undefined, false).surface).toBe(darkTokens.bg1)
    expect(buttonTheme("light", undefined).surface).toBe(lightTokens.bg1)
  })
})
