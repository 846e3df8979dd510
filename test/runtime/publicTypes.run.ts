/**
 * The type walk of publicTypes.test.ts, run in a child process (`node scripts/run-ts.mjs
 * test/runtime/publicTypes.run.ts`): one TypeScript program over the entries and a checker pass over each is
 * ~9 s of synchronous work at load 4 (19 s at load 8), which in the vitest worker blocked its event loop (and its
 * birpc calls, which fail after 60 s) for that long. Prints a PublicTypesReport as JSON on stdout.
 */
import { join } from "node:path"
import ts from "typescript"
import { projectRoot } from "../../dev/paths.js"
import { ENTRIES, type PublicTypesReport, REACT_FREE } from "./publicTypesEntries.js"

const ROOT = projectRoot()
const MAX_DEPTH = 6
/** Effect types a host meets only as plain data: a brand on a string. */
const ALLOWED = new Set(["Brand"])

const fromEffect = (declaration: ts.Declaration): boolean =>
  /\/node_modules\/(effect|@effect\/[^/]+)\//.test(declaration.getSourceFile().fileName)
const fromReact = (declaration: ts.Declaration): boolean =>
  /\/node_modules\/(@types\/react(-dom)?|react|react-dom)\//.test(declaration.getSourceFile().fileName)
const ownFile = (declaration: ts.Declaration): boolean => !declaration.getSourceFile().fileName.includes("/node_modules/")

/** Every path from an entry's exports to a type declared by a package (`declaredBy`: Effect, React). */
const foreignTypesIn = (program: ts.Program, entry: string, declaredBy: (declaration: ts.Declaration) => boolean): ReadonlyArray<string> => {
  const checker = program.getTypeChecker()
  const file = program.getSourceFile(join(ROOT, "runtime/entries", `${entry}.ts`))
  if (file === undefined) throw new Error(`no entry ${entry}`)
  const module = checker.getSymbolAtLocation(file)
  if (module === undefined) throw new Error(`entry ${entry} is not a module`)
  const found = new Set<string>()
  const seen = new Set<ts.Type>()

  const visit = (type: ts.Type, path: string, depth: number): void => {
    if (depth > MAX_DEPTH || seen.has(type)) return
    seen.add(type)
    const symbol = type.aliasSymbol ?? type.getSymbol()
    const declarations = symbol?.getDeclarations() ?? []
    // Plain object shapes computed by Effect's type helpers (a Schema's Type side) are anonymous
    // (`__type`): structurally a host's own kind of object, walked like ours. Brands mark strings.
    const named = symbol !== undefined && !symbol.name.startsWith("__") && !ALLOWED.has(symbol.name)
    if (named && declarations.some(declaredBy) && !declarations.some(ownFile)) {
      found.add(`${path}: ${checker.typeToString(type)}`)
      return
    }
    // A class of ours (a catalogue error, a custom element): its instances are leaves.
    if (declarations.some((d) => ts.isClassDeclaration(d) && ownFile(d))) return
    if (type.isUnionOrIntersection()) return type.types.forEach((t) => visit(t, path, depth))
    for (const argument of type.aliasTypeArguments ?? []) visit(argument, `${path}<>`, depth + 1)
    if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
      for (const argument of checker.getTypeArguments(type as ts.TypeReference)) visit(argument, `${path}<>`, depth + 1)
    }
    // Arrays, Promises, Maps…: only their type arguments are ours to check, not the standard library's methods.
    if (declarations.length > 0 && declarations.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()))) return
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      for (const parameter of signature.getParameters()) {
        visit(checker.getTypeOfSymbol(parameter), `${path}(${parameter.name})`, depth + 1)
      }
      visit(signature.getReturnType(), `${path}()`, depth + 1)
    }
    for (const property of type.getProperties()) {
      if (property.name === "internals") continue
      visit(checker.getTypeOfSymbol(property), `${path}.${property.name}`, depth + 1)
    }
  }

  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      visit(checker.getDeclaredTypeOfSymbol(symbol), exported.name, 0)
    }
    // `export type { X }` of a name that is also a value (a Schema and its type) exports the type only.
    const typeOnly = exported.declarations?.some((d) => ts.isTypeOnlyImportOrExportDeclaration(d)) === true
    if (symbol.flags & ts.SymbolFlags.Value && !typeOnly) {
      visit(checker.getTypeOfSymbol(symbol), exported.name, 0)
    }
  }
  // One line per offending type, at its shortest path.
  const byType = new Map<string, string>()
  for (const line of found) {
    const [path = "", type = ""] = line.split(/: (.*)/s)
    const known = byType.get(type)
    if (known === undefined || path.length < known.length) byType.set(type, path)
  }
  return [...byType].map(([, path]) => path).sort()
}

const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
if (config === undefined) throw new Error("tsconfig.json did not parse")
const program = ts.createProgram({
  rootNames: ENTRIES.map((entry) => join(ROOT, "runtime/entries", `${entry}.ts`)),
  options: { ...config.options, noEmit: true }
})

const report: PublicTypesReport = {
  effect: Object.fromEntries(ENTRIES.map((entry) => [entry, foreignTypesIn(program, entry, fromEffect)])),
  react: Object.fromEntries(REACT_FREE.map((entry) => [entry, foreignTypesIn(program, entry, fromReact)]))
}
process.stdout.write(`${JSON.stringify(report)}\n`)
