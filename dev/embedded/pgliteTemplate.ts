// A fresh PGlite data directory per dev stack, fast: PGlite's first open runs initdb (≈ 10 s of wasm), a
// reopen takes ≈ 1 s. So one empty cluster is made once per PGlite version under .tmp/ and copied (a plain
// PGDATA directory, ≈ 40 MB) for each stack; the wallet server then applies its migrations to the copy.
import { existsSync } from "node:fs"
import { cp, mkdir, readFile, rename, rm } from "node:fs/promises"
import { dirname, join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { projectRoot } from "../paths.js"

const pgliteVersion = async (root: string): Promise<string> => {
  const manifest: unknown = JSON.parse(await readFile(join(root, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8"))
  const version = typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "version") : undefined
  if (typeof version !== "string") throw new Error("@electric-sql/pglite: no version in its package.json")
  return version
}

/** The template cluster's directory, made on first use (concurrent stacks: the first rename wins). */
export const pgliteTemplateDir = async (): Promise<string> => {
  const root = projectRoot()
  const template = join(root, ".tmp", `pglite-template-${await pgliteVersion(root)}`)
  if (existsSync(join(template, "PG_VERSION"))) return template
  const building = `${template}.building-${process.pid}`
  await rm(building, { recursive: true, force: true })
  // PGlite makes only the last directory: on a fresh clone nothing may have made .tmp/ yet.
  await mkdir(dirname(building), { recursive: true })
  const db = new PGlite(building)
  await db.waitReady
  await db.close()
  try {
    await rename(building, template)
  } catch (error) {
    // Another stack finished first: its template is as good as ours.
    await rm(building, { recursive: true, force: true })
    if (!existsSync(join(template, "PG_VERSION"))) throw error
  }
  return template
}

/** Fills `dataDir` (which must not exist yet) with an empty cluster. */
export const preparePgliteDataDir = async (dataDir: string): Promise<void> => {
  await cp(await pgliteTemplateDir(), dataDir, { recursive: true, errorOnExist: true, force: false })
}
