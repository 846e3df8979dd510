/**
 * Issue 27: the README is the package's page on npm, where a relative link works only to a file in the tarball.
 * Every relative link in README.md names a file that exists and that package.json's `files` ships.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = join(__dirname, "../..")
const README = readFileSync(join(ROOT, "README.md"), "utf8")
const files: ReadonlyArray<string> = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).files

const relativeLinks = [...README.matchAll(/\]\(([^)\s]+)\)/g)]
  .map((m) => m[1] ?? "")
  .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))

describe("the README's links (issue 27)", () => {
  it("links only to files in the tarball, or absolutely", () => {
    const shipped = (path: string) => files.some((entry) => path === entry || path.startsWith(`${entry}/`))
    expect(relativeLinks.filter((target) => !shipped(target.split("#")[0] ?? ""))).toEqual([])
    for (const target of relativeLinks) expect(existsSync(join(ROOT, target.split("#")[0] ?? ""))).toBe(true)
  })
})
