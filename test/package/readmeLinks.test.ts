/**
 * The npm README links only to files in the tarball (issue 27): every relative link of README.md, and of the
 * Markdown files the tarball ships beside it, names a file that `npm pack` includes (package.json "files");
 * anything else (docs/develop.md, docs/theming.md…) is linked absolutely to the repository.
 */
import { execFileSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, normalize, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")

/**
 * The paths `npm pack` would put in the tarball (no build, no scripts: only the list), but dist/: npm pack reads
 * every file it lists, and the package check (beside the unit tests in `npm test`) rebuilds dist/ meanwhile. So
 * npm lists a copy of package.json and its "files" without dist/, a build output no link of the docs names.
 */
const packedFiles = (): ReadonlyArray<string> => {
  const manifest: unknown = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"))
  const files: unknown = typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "files") : undefined
  if (!Array.isArray(files)) throw new Error("package.json has no \"files\" list")
  const copy = mkdtempSync(join(tmpdir(), "walletport-readme-links-"))
  let out: string
  try {
    for (const path of ["package.json", ...files.filter((path): path is string => typeof path === "string" && path !== "dist")]) {
      cpSync(join(ROOT, path), join(copy, path), { recursive: true })
    }
    out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: copy, encoding: "utf8" })
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
  const info: unknown = JSON.parse(out.slice(out.indexOf("[")))
  const listed: unknown = Array.isArray(info) && typeof info[0] === "object" && info[0] !== null ? Reflect.get(info[0], "files") : undefined
  if (!Array.isArray(listed)) throw new Error(`npm pack --dry-run --json: no file list in ${out.slice(0, 200)}`)
  return listed.flatMap((file: unknown) => {
    const path: unknown = typeof file === "object" && file !== null ? Reflect.get(file, "path") : undefined
    return typeof path === "string" ? [path] : []
  })
}

/** Relative link targets of a Markdown file (inline links and images), without their #fragment, from the package root. */
export const relativeLinks = (markdown: string, file: string): ReadonlyArray<string> =>
  [...markdown.replace(/```[\s\S]*?```/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target))
    .map((target) => normalize(join(dirname(file), target.split("#")[0] ?? "")))

describe("the README's links", () => {
  const packed = new Set(packedFiles())
  const markdown = [...packed].filter((path) => path.endsWith(".md"))

  it("reads README.md and the docs in the tarball", () => {
    expect(markdown).toEqual(expect.arrayContaining(["README.md", "docs/errors.md", "docs/ssr.md"]))
  })

  it.each(markdown)("%s links only to files in the tarball", (file) => {
    const links = relativeLinks(readFileSync(join(ROOT, file), "utf8"), file)
    expect(links.filter((link) => !packed.has(link))).toEqual([])
  }, 30_000)

  it("finds relative links and leaves absolute ones", () => {
    const sample = "[a](docs/a.md#x) [b](https://x.test/b.md) [c](#top) ![d](../img.png)\n```\n[g](g.md)\n```"
    expect(relativeLinks(sample, "docs/here.md")).toEqual(["docs/docs/a.md", "img.png"])
  }, 30_000)
})
