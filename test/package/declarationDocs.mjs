// What a host's editor shows on hover (issue 27): every field of the options (`WalletportOptionsInput` and each
// object type of schemas/public/ it nests) has a JSDoc, and no declaration names the internal spec ("SPEC §n").
// `optionFields` walks the options from a file, the source (test/types/optionsJsdoc.test.ts) or the built
// declarations (checkDeclarationDocs, in the package check, on the tarball's dist/).
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import ts from "typescript"

/** The internal spec's section references, which mean nothing to a host. */
export const SPEC_REFERENCE = /SPEC\s*§/

/**
 * Each field reachable from the `WalletportOptionsInput` interface of `optionsFile`, through the object types
 * declared under `publicDir` (features, metadata, networks, tokens…), with its JSDoc text.
 * @returns {ReadonlyArray<{ readonly path: string; readonly doc: string }>}
 */
export function optionFields(optionsFile, publicDir) {
  const program = ts.createProgram([optionsFile], { strict: true, exactOptionalPropertyTypes: true, noEmit: true, types: [] })
  const checker = program.getTypeChecker()
  const declaration = program.getSourceFile(optionsFile)?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === "WalletportOptionsInput")
  if (declaration === undefined) throw new Error(`${optionsFile} declares no WalletportOptionsInput`)
  const fields = []
  const seen = new Set()
  const ours = (type) =>
    (type.aliasSymbol ?? type.getSymbol())?.getDeclarations()?.some((d) => d.getSourceFile().fileName.startsWith(publicDir)) === true
  // The object types a field holds: union members, array elements and record values.
  const nested = (type) => {
    if (type.isUnion()) return type.types.flatMap(nested)
    if (!(type.flags & ts.TypeFlags.Object)) return []
    if (checker.isArrayType(type) || checker.isTupleType(type)) return checker.getTypeArguments(type).flatMap(nested)
    const records = checker.getIndexInfosOfType(type).flatMap((info) => nested(info.type))
    return ours(type) ? [type, ...records] : records
  }
  const visit = (type, prefix) => {
    if (seen.has(type)) return
    seen.add(type)
    for (const property of checker.getPropertiesOfType(type)) {
      const path = `${prefix}${property.name}`
      fields.push({ path, doc: ts.displayPartsToString(property.getDocumentationComment(checker)).trim() })
      for (const inner of nested(checker.getTypeOfSymbol(property))) visit(inner, `${path}.`)
    }
  }
  visit(checker.getTypeAtLocation(declaration.name), "")
  return fields
}

/** Every .d.ts under `dir`. */
async function declarationFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".d.ts")).map((entry) => join(entry.parentPath ?? entry.path, entry.name))
}

/**
 * The check on an installed package (`packageDir`: node_modules/walletport): no "SPEC §" in any declaration, and
 * every option field documented in the built declarations. Throws with the offenders; returns the counts.
 */
export async function checkDeclarationDocs(packageDir) {
  const files = await declarationFiles(join(packageDir, "dist"))
  const references = []
  for (const file of files) {
    const lines = (await readFile(file, "utf8")).split("\n")
    lines.forEach((line, i) => SPEC_REFERENCE.test(line) && references.push(`${file.slice(packageDir.length + 1)}:${i + 1}: ${line.trim()}`))
  }
  const fields = optionFields(join(packageDir, "dist/types/schemas/public/options.d.ts"), `${join(packageDir, "dist/types/schemas/public")}/`)
  const undocumented = fields.filter((field) => field.doc.length === 0).map((field) => field.path)
  const problems = [
    ...(references.length > 0 ? [`${references.length} "SPEC §" references in the declarations:\n${references.join("\n")}`] : []),
    ...(undocumented.length > 0 ? [`option fields without a JSDoc in the declarations: ${undocumented.join(", ")}`] : []),
    ...(fields.length === 0 ? ["no option fields found in dist/types/schemas/public/options.d.ts"] : [])
  ]
  if (problems.length > 0) throw new Error(problems.join("\n"))
  console.log(`  ${files.length} declaration files, none naming the spec; ${fields.length} option fields, each with a JSDoc`)
  return { files: files.length, fields: fields.length }
}

// `node test/package/declarationDocs.mjs <dir>`: the check alone, on a package dir (the repository root after `npm run build`).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir] = process.argv.slice(2)
  if (dir === undefined) throw new Error("usage: declarationDocs.mjs <package dir>")
  await checkDeclarationDocs(dir)
}
