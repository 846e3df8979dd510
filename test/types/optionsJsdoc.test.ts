/**
 * Every field of the options a host passes (`WalletportOptionsInput`, and each object type of schemas/public/
 * it nests: features, metadata, networks, tokens…) has a JSDoc a hover shows, in the host's words: none empty,
 * none naming the internal spec ("SPEC §n"). The same walk runs on the built declarations in the package check.
 */
import { dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import * as Schema from "effect/Schema"
import { beforeAll, describe, expect, it } from "vitest"
import { childJson } from "../setup/childJson.js"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
/** A guard against a hang: the walk took 6.7 s at load ~8 in the vitest worker. */
const WALK_TIMEOUT_MS = 120_000

const Field = Schema.Struct({ path: Schema.String, doc: Schema.String, namesSpec: Schema.Boolean })

/**
 * optionFields (a TypeScript program and its checker), each field with whether its doc matches SPEC_REFERENCE, in a
 * child process: run here, its seconds of synchronous work (and importing typescript) held the vitest worker's
 * event loop (6.7 s at load ~8; birpc fails its calls after 60 s).
 */
const optionFieldsInChild = async (): Promise<ReadonlyArray<typeof Field.Type>> => {
  const script = `import { optionFields, SPEC_REFERENCE } from ${JSON.stringify(pathToFileURL(join(ROOT, "test/package/declarationDocs.mjs")).href)}
const fields = optionFields(${JSON.stringify(join(ROOT, "schemas/public/options.ts"))}, ${JSON.stringify(`${join(ROOT, "schemas/public")}/`)})
process.stdout.write(JSON.stringify(fields.map((field) => ({ ...field, namesSpec: SPEC_REFERENCE.test(field.doc) }))))`
  return childJson(["--input-type=module", "--eval", script], Schema.Array(Field))
}

describe("the options' JSDoc", () => {
  let fields: ReadonlyArray<typeof Field.Type> = []
  beforeAll(async () => {
    fields = await optionFieldsInChild()
  }, WALK_TIMEOUT_MS)

  it("walks the options and the types they nest", () => {
    const paths = fields.map((f) => f.path)
    // Top-level fields, and fields of nested public types: features, metadata, networks, tokens, theme variables.
    expect(paths).toEqual(expect.arrayContaining(["projectId", "features.swaps", "metadata.url", "networks.caipNetworkId", "networks.rpcUrls.default.http", "tokens.address", "themeVariables.--wp-accent"]))
  })

  it("documents every field", () => {
    expect(fields.filter((f) => f.doc.length === 0).map((f) => f.path)).toEqual([])
  })

  it("names no internal spec section", () => {
    expect(fields.filter((f) => f.namesSpec).map((f) => f.path)).toEqual([])
  })
})
