/**
 * Every field of the options a host passes (`WalletportOptionsInput`, and each object type of schemas/public/
 * it nests: features, metadata, networks, tokens…) has a JSDoc a hover shows, in the host's words: none empty,
 * none naming the internal spec ("SPEC §n"). The same walk runs on the built declarations in the package check.
 */
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { optionFields, SPEC_REFERENCE } from "../package/declarationDocs.mjs"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")

describe("the options' JSDoc", () => {
  const fields = optionFields(join(ROOT, "schemas/public/options.ts"), `${join(ROOT, "schemas/public")}/`)

  it("walks the options and the types they nest", () => {
    const paths = fields.map((f) => f.path)
    // Top-level fields, and fields of nested public types: features, metadata, networks, tokens, theme variables.
    expect(paths).toEqual(expect.arrayContaining(["projectId", "features.swaps", "metadata.url", "networks.caipNetworkId", "networks.rpcUrls.default.http", "tokens.address", "themeVariables.--wp-accent"]))
  })

  it("documents every field", () => {
    expect(fields.filter((f) => f.doc.length === 0).map((f) => f.path)).toEqual([])
  })

  it("names no internal spec section", () => {
    expect(fields.filter((f) => SPEC_REFERENCE.test(f.doc)).map((f) => f.path)).toEqual([])
  })
})
