/**
 * scripts/buildFrame.mjs: hashed, minified assets and a frame.html that references them with no inline script
 * (the server's CSP is `script-src 'self'`). Built from frame/app.ts here: frame/main.ts also needs frame/keys.
 */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { buildFrame, FRAME_ASSETS_URL } from "../../scripts/buildFrame.mjs"

const dirs: Array<string> = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

const build = async () => {
  const dir = await mkdtemp(join(tmpdir(), "walletport-frame-"))
  dirs.push(dir)
  return { dir, result: await buildFrame(dir, { entry: "frame/app.ts" }) }
}

describe("buildFrame", () => {
  it("writes hashed assets and a frame.html that loads them by URL only", async () => {
    const { dir, result } = await build()
    expect(result.script).toMatch(/^frame-[A-Z0-9]{8}\.js$/)
    expect(result.style).toMatch(/^frame-panel-[A-Z0-9]{8}\.css$/)
    expect((await readdir(join(dir, "assets"))).sort()).toEqual([result.script, result.style].sort())
    const html = await readFile(join(dir, "frame.html"), "utf8")
    expect(html).toContain(`<script type="module" src="${FRAME_ASSETS_URL}${result.script}"></script>`)
    expect(html).toContain(`<link rel="stylesheet" href="${FRAME_ASSETS_URL}${result.style}" />`)
    // No inline script or style, no unfilled placeholder; the server adds FrameConfig before </head>.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script type="module" src="${FRAME_ASSETS_URL}${result.script}">`])
    expect(html).not.toMatch(/<style|\son[a-z]+=|\{\{/)
    expect(html).toContain("</head>")
    const code = await readFile(join(dir, "assets", result.script), "utf8")
    expect(code).not.toContain("/**") // minified: no comments
    expect(result.sizes.raw).toBe(Buffer.byteLength(code))
    expect(result.sizes.gzip).toBeLessThan(result.sizes.raw)
    expect(result.sizes.brotli).toBeLessThan(result.sizes.gzip)
  }, 60_000)

  it("the same sources give the same file names (long-cached by the server)", async () => {
    const first = await build()
    const second = await build()
    expect(second.result.script).toBe(first.result.script)
  }, 60_000)
})
