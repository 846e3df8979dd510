/**
 * PGlite's first open (initdb) costs seconds; its dump loads in a fraction of that. One dump per machine and
 * PGlite version, written atomically to .tmp/, is loaded into one in-memory database per test file (usePglite);
 * each test empties its tables afterwards. Close every PGlite: an open one keeps Node alive.
 */
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll } from "vitest"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { projectRoot } from "../../dev/paths.js"

const templateFile = (): string => join(projectRoot(), ".tmp", "server-test", "pglite-0.5.16-initdb.tar")

let cached: Promise<Uint8Array<ArrayBuffer>> | undefined

const loadOrCreate = async (): Promise<Uint8Array<ArrayBuffer>> => {
  const file = templateFile()
  try {
    return new Uint8Array(await readFile(file))
  } catch {
    const fresh = new PGlite("memory://")
    await fresh.waitReady // dumpDataDir before ready never settles
    const dump = new Uint8Array(await (await fresh.dumpDataDir("none")).arrayBuffer())
    await fresh.close()
    await mkdir(join(file, ".."), { recursive: true })
    const partial = `${file}.${process.pid}.${Date.now()}`
    await writeFile(partial, dump)
    await rename(partial, file)
    return dump
  }
}

/** A new, empty database (no migrations applied) from the template. */
export const freshPglite = async (): Promise<PGlite> => {
  cached ??= loadOrCreate()
  const db = new PGlite({ loadDataDir: new Blob([await cached]) })
  await db.waitReady
  return db
}

/** Loading the template, and a cold initdb on a busy machine, take longer than a default hook. */
export const PGLITE_HOOK_TIMEOUT_MS = 120_000

/** One database for the test file: `get()` inside tests. */
export const usePglite = (): { readonly get: () => PGlite } => {
  let db: PGlite | undefined
  beforeAll(async () => {
    db = await freshPglite()
  }, PGLITE_HOOK_TIMEOUT_MS)
  afterAll(async () => {
    await db?.close()
  })
  return {
    get: () => {
      if (db === undefined) throw new Error("usePglite: the database is not open yet")
      return db
    }
  }
}

/** Empties every table but the migrations record (the next test starts from a migrated, empty schema). */
export const emptyTables = async (db: PGlite): Promise<void> => {
  const tables = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'"
  )
  if (tables.rows.length === 0) return
  await db.exec(`TRUNCATE ${tables.rows.map((t) => `"${t.tablename}"`).join(", ")} CASCADE`)
}
