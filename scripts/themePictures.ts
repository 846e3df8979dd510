/**
 * Draws docs/theming's pictures (scripts/themePictures/pictures.ts says which): the real shell and views of the ui
 * fixture (test/e2e/ui-fixture.tsx), served from memory in Debian's Chromium, offline. For each themeVariables key,
 * the dialog with the default beside the dialog with the key changed, captioned; then the dark and light themes.
 *
 * usage: node scripts/run-ts.mjs scripts/themePictures.ts
 */
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { chromium, type Page } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../dev/chromium.js"
import { projectRoot } from "../dev/paths.js"
import type { ThemeMode } from "../schemas/entities/Theme.js"
import { THEME_VARIABLE_KEYS, type ThemeVariableValues } from "../schemas/entities/themeVariableKeys.js"
import { uiFixtureScript } from "../test/e2e/uiFixtureScript.js"
import { KEY_PICTURES, keyPicture, MODES_PICTURE, type PictureView } from "./themePictures/pictures.js"

const ORIGIN = "http://walletport-pictures.test"
/** A phone-wide window: the dialog is the card a visitor sees, and each picture stays small. */
const VIEWPORT = { width: 400, height: 560 }

interface Side {
  readonly view: PictureView
  readonly mode: ThemeMode
  readonly variables: ThemeVariableValues
  readonly hostLayer: number | undefined
}

/** One side of a picture: the fixture's dialog (or, with a host layer, the window), as a PNG data URL. */
const shoot = async (page: Page, side: Side): Promise<string> => {
  await page.evaluate((s) => {
    Reflect.get(window, "__show")({ view: s.view, mode: s.mode, variables: s.variables })
    document.getElementById("layer")?.remove()
    if (s.hostLayer === undefined) return
    const layer = document.createElement("div")
    layer.id = "layer"
    layer.textContent = `A host banner at z-index ${s.hostLayer}`
    layer.setAttribute("style", `position:fixed;z-index:${s.hostLayer};left:0;right:0;top:96px;padding:14px;background:#facc15;color:#111;font:bold 15px sans-serif;text-align:center`)
    document.body.append(layer)
  }, side)
  const dialog = page.locator("[role=dialog]")
  await dialog.waitFor()
  await page.evaluate(() => document.fonts.ready)
  const png = side.hostLayer === undefined ? await dialog.screenshot({ animations: "disabled" }) : await page.screenshot({ animations: "disabled" })
  return `data:image/png;base64,${png.toString("base64")}`
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

/** The two sides with their captions, on a neutral ground: the picture a docs reader sees. */
const compose = async (page: Page, sides: ReadonlyArray<{ readonly image: string; readonly caption: string }>): Promise<Buffer> => {
  await page.setContent(
    `<!doctype html><body style="margin:0;background:#e5e7eb;font:13px/1.4 sans-serif;color:#111">` +
      `<div id="pair" style="display:inline-flex;gap:12px;padding:12px;align-items:flex-start">` +
      sides.map((s) => `<figure style="margin:0"><img src="${s.image}" style="display:block;width:270px"><figcaption style="padding-top:6px"><code>${escapeHtml(s.caption)}</code></figcaption></figure>`).join("") +
      `</div></body>`
  )
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())))
  return page.locator("#pair").screenshot()
}

const write = async (relative: string, png: Buffer): Promise<void> => {
  const path = join(projectRoot(), "docs", relative)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, png)
  console.log(`${relative}: ${png.length} B`)
}

const valueText = (variables: ThemeVariableValues): string =>
  Object.entries(variables).map(([key, value]) => `"${key}": ${JSON.stringify(value)}`).join(", ")

const main = async (): Promise<void> => {
  const script = await uiFixtureScript()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 })
    // Nothing leaves the machine: the one page is served from memory, anything else is refused.
    await context.route("**/*", (route) =>
      route.request().url().startsWith(ORIGIN)
        ? route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;font-family:sans-serif;background:#f3f4f6"><div id="host"></div><script>${script.replace(/<\/script/gi, "<\\/script")}</script></body></html>`
        })
        : route.abort()
    )
    const shots = await context.newPage()
    await shots.goto(`${ORIGIN}/`)
    const composer = await context.newPage()
    for (const key of THEME_VARIABLE_KEYS) {
      const picture = KEY_PICTURES[key]
      const base = picture.base ?? {}
      const side = (variables: ThemeVariableValues): Side => ({ view: picture.view, mode: "dark", variables, hostLayer: picture.hostLayer })
      const before = await shoot(shots, side(base))
      const after = await shoot(shots, side({ ...base, ...picture.changed }))
      const baseText = picture.base === undefined ? "" : `${valueText(picture.base)}, `
      await write(keyPicture(key), await compose(composer, [
        { image: before, caption: picture.base === undefined ? "default" : `${valueText(picture.base)} (default ${key})` },
        { image: after, caption: `${baseText}${valueText(picture.changed)}` }
      ]))
    }
    const modes: ReadonlyArray<ThemeMode> = ["dark", "light"]
    const images = []
    for (const mode of modes) images.push({ image: await shoot(shots, { view: "account", mode, variables: {}, hostLayer: undefined }), caption: `themeMode: "${mode}"` })
    await write(MODES_PICTURE, await compose(composer, images))
  } finally {
    await browser.close()
  }
}

await main()
