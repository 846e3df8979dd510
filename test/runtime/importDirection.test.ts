/**
 * ui/ imports runtime/ (hooks, stores, intents); runtime/ imports nothing of ui/ (issue 20: the import circle).
 * The package entries (runtime/entries/) are where the two meet: they hand the shell the modal's chunks.
 */
import { readdir, readFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { projectRoot } from "../../bench/paths.js"

const root = projectRoot()

const sources = async (folder: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** Every module specifier of a file: static imports and re-exports (value or type), and import() calls. */
const specifiers = (text: string): ReadonlyArray<{ readonly path: string; readonly typeOnly: boolean }> => [
  ...[...text.matchAll(/^(?:import|export)\s+(type\s+)?[^"';]*?from\s+"([^"]+)"/gm)].map((m) => ({ path: m[2] ?? "", typeOnly: m[1] !== undefined })),
  ...[...text.matchAll(/import\("([^"]+)"\)/g)].map((m) => ({ path: m[1] ?? "", typeOnly: text.includes(`typeof import("${m[1] ?? ""}")`) }))
]

describe("import direction between runtime/ and ui/", () => {
  it("no runtime module outside the package entries imports ui/, but the instant-open preview chunk's one module", async () => {
    const files = (await sources("runtime")).filter((file) => !file.startsWith("runtime/entries/"))
    expect(files.length).toBeGreaterThan(20)
    const offending: Array<string> = []
    for (const file of files) {
      for (const { path } of specifiers(await readFile(join(root, file), "utf8"))) {
        // The preview (issue 7) is one chunk, runtime/instantSession.ts over ui/instant/ (checked below).
        if (/(^|\/)ui\//.test(path) && !(file === "runtime/instantSession.ts" && path.includes("/ui/instant/"))) offending.push(`${file} -> ${path}`)
      }
    }
    expect(offending).toEqual([])
  })

  it("the preview's ui/instant/ modules take only types from runtime/, so no circle runs through them", async () => {
    const offending: Array<string> = []
    for (const file of await sources("ui/instant")) {
      for (const { path, typeOnly } of specifiers(await readFile(join(root, file), "utf8"))) {
        if (/(^|\/)runtime\//.test(path) && !typeOnly) offending.push(`${file} -> ${path}`)
      }
    }
    expect(offending).toEqual([])
  })
})
