/**
 * `walletport/errors` documents each class (issue 24): its JSDoc says when it happens and what to do, and the
 * errors table (docs/errors.md, shipped in the package and linked from the README) has a row for it.
 */
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { WALLETPORT_ERROR_TAGS } from "../../../schemas/errors/WalletportError.js"

const root = new URL("../../../", import.meta.url)
const sources = [
  ...readdirSync(new URL("schemas/errors/", root)).filter((file) => file.endsWith(".ts")).map((file) => `schemas/errors/${file}`),
  "schemas/options.ts"
].map((path) => readFileSync(new URL(path, root), "utf8"))
const table = readFileSync(new URL("docs/errors.md", root), "utf8")

/** The class a tag names (InvalidOptions is the OptionsError class). */
const classOf = (tag: string): string => (tag === "InvalidOptions" ? "OptionsError" : tag)

describe("walletport/errors documents each class", () => {
  it.each(WALLETPORT_ERROR_TAGS)("%s: a JSDoc saying when and what to do, and a row in the README table", (tag) => {
    const doc = sources
      .map((source) => new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nexport class ${classOf(tag)}\\b`).exec(source)?.[1])
      .find((found) => found !== undefined)
    expect(doc).toBeDefined()
    const [when, todo] = (doc ?? "").split("What to do:")
    expect(when?.replace(/[\s*]/g, "").length).toBeGreaterThan(10)
    expect(todo?.replace(/[\s*]/g, "").length).toBeGreaterThan(3)
    expect(table).toContain(`| \`${tag}\` |`)
  })
})
