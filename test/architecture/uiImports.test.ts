/**
 * ARCHITECTURE §2, §8: ui/ renders state and forwards intents. It imports no layers/ (implementations are
 * composed in runtime/), and a render never runs a program: no `runSync` in ui/ or runtime/react (service state
 * is followed off the render path, ui/containers/useService.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = join(__dirname, "../..")

const sources = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []
  )

/** Every module specifier a file names: static imports and re-exports, `import type`, and `import()`. */
const specifiers = (text: string): ReadonlyArray<string> => [
  ...text.matchAll(/\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g),
  ...text.matchAll(/\bimport\s*["']([^"']+)["']/g),
  ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)
].flatMap((m) => (m[1] === undefined ? [] : [m[1]]))

/** The files of `folder` that import from `target` (both relative to the repository root). */
const importersOf = (folder: string, target: string): ReadonlyArray<string> =>
  sources(join(ROOT, folder))
    .filter((file) =>
      specifiers(readFileSync(file, "utf8")).some((spec) => {
        if (!spec.startsWith(".")) return false
        const to = relative(ROOT, resolve(dirname(file), spec))
        return to === target || to.startsWith(`${target}/`)
      })
    )
    .map((file) => relative(ROOT, file))

describe("ui/ boundaries", () => {
  it("the scan sees every form of import", () => {
    const text = [
      `import { a } from "../layers/live/a.js"`,
      `import type { B } from '../layers/b.js'`,
      `export { c } from "../layers/c.js"`,
      `import {\n  d,\n  e\n} from "../layers/d.js"`,
      `import "../layers/side.js"`,
      `const f = () => import("../layers/f.js")`
    ].join("\n")
    expect(specifiers(text)).toEqual(["../layers/live/a.js", "../layers/b.js", "../layers/c.js", "../layers/d.js", "../layers/side.js", "../layers/f.js"])
  })

  it("no file of ui/ imports from layers/", () => {
    expect(importersOf("ui", "layers")).toEqual([])
  })

  it("no render runs a program: no runSync in ui/ or runtime/react", () => {
    const running = ["ui", "runtime/react"]
      .flatMap((folder) => sources(join(ROOT, folder)))
      .filter((file) => /\.runSync\s*\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file))
    expect(running).toEqual([])
  })
})
