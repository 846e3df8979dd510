// The wire in front of PGlite (pgliteWire.ts): PGlite is one session, so each connection's transaction must run
// whole before another connection's statements, and a client gone mid-transaction must not leave it open.
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshDatabase, PGLITE_HOOK_TIMEOUT_MS, type TestDatabase } from "./testDatabase.js"

let db: TestDatabase | undefined
const url = (): string => {
  if (db === undefined) throw new Error("the database is not open yet")
  return db.url
}
beforeAll(async () => {
  db = await freshDatabase()
  await db.sql.query("CREATE TABLE t (a int)")
}, PGLITE_HOOK_TIMEOUT_MS)
afterAll(async () => {
  await db?.close()
})

const connect = async (): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url() })
  await client.connect()
  return client
}
const count = async (client: pg.Client): Promise<number> => Number((await client.query<{ n: number }>("SELECT count(*)::int AS n FROM t")).rows[0]?.n)

describe("pglite wire", () => {
  it("runs another connection's statement after a transaction, never inside it", async () => {
    const [a, b] = [await connect(), await connect()]
    try {
      await a.query("BEGIN")
      await a.query("INSERT INTO t VALUES (1)")
      // Sent while a's transaction is open: inside it, it would count the row that the rollback then removes.
      const seen = count(b)
      await a.query("ROLLBACK")
      expect(await seen).toBe(0)
    } finally {
      await Promise.all([a.end(), b.end()])
    }
  })

  it("rolls back the transaction of a client that leaves in the middle, and serves the next", async () => {
    const a = await connect()
    await a.query("BEGIN")
    await a.query("INSERT INTO t VALUES (2)")
    await a.end()
    const b = await connect()
    try {
      expect(await count(b)).toBe(0)
    } finally {
      await b.end()
    }
  })

  it("answers an SQL error as an error and keeps the connection", async () => {
    const a = await connect()
    try {
      await expect(a.query("SELEC 1")).rejects.toThrow(/syntax error/)
      await expect(a.query("SELECT $1::int AS n", [7])).resolves.toMatchObject({ rows: [{ n: 7 }] })
    } finally {
      await a.end()
    }
  })
})
