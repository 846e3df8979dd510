/**
 * One database per test file, as a real Postgres would be reached: a PGlite in a worker thread (pgliteThread.ts)
 * behind the wire protocol on 127.0.0.1 (pgliteWire.ts), so the server under test and the tests' reads use `{ url }`
 * and node-postgres, and the vitest worker's event loop never runs PGlite. PGlite's first open (initdb) costs seconds;
 * its dump loads in a fraction of that: one dump per machine and PGlite version, written atomically to .tmp/, is
 * loaded by every database. Each test empties its tables afterwards. Close every database: it ends the thread.
 */
import { join } from "node:path"
import pg from "pg"
import { projectRoot } from "../../dev/paths.js"
import { startPgliteThread } from "./pgliteThread.js"
import { serveWire } from "./pgliteWire.js"

const templateFile = (): string => join(projectRoot(), ".tmp", "server-test", "pglite-0.5.16-initdb.tar")

export interface TestDatabase {
  /** For the server under test: `database: { url }`. */
  readonly url: string
  /** The test's own reads and writes. */
  readonly sql: pg.Pool
  readonly close: () => Promise<void>
}

/** A new, empty database (no migrations applied) from the template. */
export const freshDatabase = async (): Promise<TestDatabase> => {
  const thread = await startPgliteThread(templateFile())
  const wire = await serveWire(thread)
  const sql = new pg.Pool({ connectionString: wire.url })
  return {
    url: wire.url,
    sql,
    close: async () => {
      await sql.end()
      await wire.close()
      await thread.close()
    }
  }
}

/** Loading the template, and a cold initdb on a busy machine, take longer than a default hook. */
export const PGLITE_HOOK_TIMEOUT_MS = 120_000

/** Empties every table but the migrations record (the next test starts from a migrated, empty schema). */
export const emptyTables = async (sql: pg.Pool): Promise<void> => {
  const tables = await sql.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'"
  )
  if (tables.rows.length === 0) return
  await sql.query(`TRUNCATE ${tables.rows.map((t) => `"${t.tablename}"`).join(", ")} CASCADE`)
}
