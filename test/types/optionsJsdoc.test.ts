/**
 * Every field of the options a host passes (`WalletportOptionsInput`, and each object type of schemas/public/
 * it nests: features, metadata, networks, tokens…) has a JSDoc a hover shows, in the host's words: none empty,
 * none naming the internal spec ("SPEC §n").
 */
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const OPTIONS = join(ROOT, "schemas/public/options.ts")
const PUBLIC_TYPES = `${join(ROOT, "schemas/public")}/`

/** Each field reachable from `type` through objects declared in schemas/public/, with its JSDoc text. */
const documentedFields = (checker: ts.TypeChecker, root: ts.Type): ReadonlyArray<{ readonly path: string; readonly doc: string }> => {
  const fields: Array<{ path: string; doc: string }> = []
  const seen = new Set<ts.Type>()
  const ours = (type: ts.Type): boolean =>
    (type.aliasSymbol ?? type.getSymbol())?.getDeclarations()?.some((d) => d.getSourceFile().fileName.startsWith(PUBLIC_TYPES)) === true
  // The object types a field holds: union members, array elements and record values.
  const nested = (type: ts.Type): ReadonlyArray<ts.Type> => {
    if (type.isUnion()) return type.types.flatMap(nested)
    if (!(type.flags & ts.TypeFlags.Object)) return []
    if (checker.isArrayType(type) || checker.isTupleType(type)) return checker.getTypeArguments(type as ts.TypeReference).flatMap(nested)
    const records = checker.getIndexInfosOfType(type).flatMap((info) => nested(info.type))
    return ours(type) ? [type, ...records] : records
  }
  const visit = (type: ts.Type, prefix: string): void => {
    if (seen.has(type)) return
    seen.add(type)
    for (const property of checker.getPropertiesOfType(type)) {
      const path = `${prefix}${property.name}`
      fields.push({ path, doc: ts.displayPartsToString(property.getDocumentationComment(checker)).trim() })
      for (const inner of nested(checker.getTypeOfSymbol(property))) visit(inner, `${path}.`)
    }
  }
  visit(root, "")
  return fields
}

describe("the options' JSDoc", () => {
  const program = ts.createProgram([OPTIONS], { strict: true, exactOptionalPropertyTypes: true, noEmit: true, types: [] })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(OPTIONS)
  const declaration = source?.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "WalletportOptionsInput")
  if (declaration === undefined) throw new Error("schemas/public/options.ts declares no WalletportOptionsInput")
  const fields = documentedFields(checker, checker.getTypeAtLocation(declaration.name))

  it("walks the options and the types they nest", () => {
    const paths = fields.map((f) => f.path)
    // Top-level fields, and fields of nested public types: features, metadata, networks, tokens, theme variables.
    expect(paths).toEqual(expect.arrayContaining(["projectId", "features.swaps", "metadata.url", "networks.caipNetworkId", "networks.rpcUrls.default.http", "tokens.address", "themeVariables.--wp-accent"]))
  })

  it("documents every field", () => {
    expect(fields.filter((f) => f.doc.length === 0).map((f) => f.path)).toEqual([])
  })

  it("names no internal spec section", () => {
    expect(fields.filter((f) => /SPEC\s*§/.test(f.doc)).map((f) => f.path)).toEqual([])
  })
})
