// The README's host app, server-rendered with renderToString in Node (as the package smoke test does) and
// hydrated in Chromium with the package's client fixture (hydrateRoot) for a returning visitor: a stored
// connection in localStorage before the page loads. Any React hydration error on the console fails it.
import { build } from "esbuild"
import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { RETURNING_VISITOR } from "../package/returningVisitor.js"
import { bundleHostPage, hostModules, launchChromium, openHostPage, readme, walletportFromSource } from "./hostPage.js"

let browser: Browser | undefined
let files: ReadonlyMap<string, string> = new Map()
let serverHtml = ""

/** The README host app rendered by react-dom/server in this Node process (no window, no localStorage). */
const renderOnServer = async (app: string): Promise<string> => {
  const result = await build({
    stdin: {
      contents: `import { renderToString } from "react-dom/server"\nimport { App } from "./App.js"\nexport const html = () => renderToString(<App />)\n`,
      loader: "tsx",
      resolveDir: projectRoot(),
      sourcefile: "server-entry.tsx"
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"development"' },
    plugins: [walletportFromSource, hostModules({ "App.tsx": app })],
    logLevel: "warning"
  })
  const dir = join(projectRoot(), ".tmp", "hydration")
  await mkdir(dir, { recursive: true })
  const file = join(dir, `server-${Date.now()}.mjs`)
  await writeFile(file, result.outputFiles[0]?.text ?? "")
  try {
    const server: { readonly html: () => string } = await import(pathToFileURL(file).href)
    return server.html()
  } finally {
    await rm(file, { force: true })
  }
}

beforeAll(async () => {
  const app = await readme("host app")
  const client = await readFile(join(projectRoot(), "test/package/host/client.tsx"), "utf8")
  ;[serverHtml, files, browser] = await Promise.all([
    renderOnServer(app),
    // Development React: its hydration errors name the mismatch.
    bundleHostPage(client, { "App.tsx": app }),
    launchChromium()
  ])
}, 90_000)

afterAll(async () => {
  await browser?.close()
})

describe("server render, then hydration for a returning visitor", () => {
  it("hydrates the server's Connect Wallet without a mismatch, then shows the stored session connecting", async () => {
    if (browser === undefined) throw new Error("no browser")
    expect(serverHtml).toContain("Connect Wallet")
    const { page, errors } = await openHostPage(browser, files, { body: `<div id="root">${serverHtml}</div>`, width: 1280, beforeLoad: RETURNING_VISITOR })
    // The stored session is picked up after hydration.
    await expect.poll(() => page.evaluate(() => Reflect.get(window, "__buttonTexts")), { timeout: 20_000 }).toContain("Connecting…")
    const texts: ReadonlyArray<string> = await page.evaluate(() => Reflect.get(window, "__buttonTexts"))
    expect(texts[0]).toBe("Connect Wallet")
    expect(errors.filter((error) => /hydrat|did not match|didn't match|#418|#423|#425/i.test(error))).toEqual([])
    expect(errors).toEqual([])
  })
})
