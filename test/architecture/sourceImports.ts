/**
 * The source tree's import edges, read from the files' text (no TypeScript program: the architecture
 * tests stay cheap). Every relative specifier of `import … from`, `export … from`, `import("…")` and
 * `import "…"`, resolved to a path from the repository root.
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, posix, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..")

/** One import edge: the importing file and the imported path, both relative to the root, "/"-separated. */
export interface ImportEdge {
  readonly from: string
  readonly to: string
  readonly line: number
}

const SOURCE = /\.(ts|tsx)$/
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g

const toPosix = (path: string): string => path.split(sep).join("/")

/** Every .ts/.tsx file under `folder` (relative to the root), "/"-separated. */
export const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file))
    .map((file) => posix.join(folder, toPosix(file)))

/** The relative imports of one source text, resolved against its file. */
export const importsOf = (file: string, text: string): ReadonlyArray<ImportEdge> =>
  text.split("\n").flatMap((content, index) =>
    [...content.matchAll(SPECIFIER)].flatMap((match) => {
      const specifier = match[1]
      return specifier === undefined ? [] : [{ from: file, to: posix.join(posix.dirname(file), specifier), line: index + 1 }]
    })
  )

/** The relative imports of every source file under `folder`. */
export const importsUnder = (folder: string): ReadonlyArray<ImportEdge> =>
  sourceFiles(folder).flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), "utf8")))

/** The edges that land in `folder` (relative to the root), as "file:line → target" for a readable failure. */
export const edgesInto = (edges: ReadonlyArray<ImportEdge>, folder: string): ReadonlyArray<string> =>
  edges
    .filter((edge) => !toPosix(relative(folder, edge.to)).startsWith(".."))
    .map((edge) => `${edge.from}:${edge.line} → ${edge.to}`)
