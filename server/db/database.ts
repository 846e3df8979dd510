/**
 * The one Postgres the server keeps its state in (ARCHITECTURE §10: replicas share it, nothing lives in process
 * memory): a real server (`url`) or PGlite through node-postgres, with the same SQL. Rows are outside data: every
 * read decodes them with a Schema.
 */
import * as Schema from "effect/Schema"
import pg from "pg"
import type { DatabaseOption } from "../options.js"

type Values = ReadonlyArray<string | number | boolean | null>

export interface Db {
  /** The rows of `text`, each decoded with `row`. */
  readonly rows: <A, I>(row: Schema.Schema<A, I>, text: string, values?: Values) => Promise<ReadonlyArray<A>>
  /** Runs `text`; resolves with the number of rows it touched. */
  readonly exec: (text: string, values?: Values) => Promise<number>
  /** Runs `f` in one transaction (rolled back when it throws). Nested calls reuse the outer one. */
  readonly transaction: <A>(f: (tx: Db) => Promise<A>) => Promise<A>
}

export interface Database extends Db {
  readonly close: () => Promise<void>
}

/** A bigint column: node-postgres hands int8 back as a string. */
export const Millis = Schema.Union(Schema.Number, Schema.NumberFromString)

interface Client {
  readonly query: (text: string, values?: Array<unknown>) => Promise<pg.QueryResult>
}

const over = (client: Client, transaction: Db["transaction"]): Db => ({
  rows: async (row, text, values = []) => {
    const result = await client.query(text, [...values])
    const decode = Schema.decodeUnknownSync(Schema.Array(row))
    return decode(result.rows)
  },
  exec: async (text, values = []) => (await client.query(text, [...values])).rowCount ?? 0,
  transaction
})

const fromPool = (pool: pg.Pool): Db => {
  // An idle connection dropped by the server (restart, failover) is replaced on next use; unhandled, it would end the process.
  pool.on("error", (error) => console.error("walletport server: database connection lost:", error.message))
  const transaction: Db["transaction"] = async (f) => {
    const client = await pool.connect()
    try {
      await client.query("BEGIN")
      const tx: Db = over(client, (g) => g(tx))
      const result = await f(tx)
      await client.query("COMMIT")
      return result
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
  return over(pool, transaction)
}

/** Opens the database named by `option`; PGlite is loaded only when used (a Postgres deployment never loads the wasm). */
export const openDatabase = async (option: DatabaseOption): Promise<Database> => {
  if ("url" in option) {
    const pool = new pg.Pool({ connectionString: option.url })
    return { ...fromPool(pool), close: () => pool.end() }
  }
  const { PGlite } = await import("@electric-sql/pglite")
  const { createPgConfig } = await import("@electric-sql/pglite/node-postgres")
  const pglite = "pglite" in option ? option.pglite : new PGlite("dataDir" in option ? option.dataDir : "memory://")
  const owned = "pglite" in option ? undefined : pglite
  const pool = new pg.Pool(createPgConfig(pglite))
  return {
    ...fromPool(pool),
    close: async () => {
      await pool.end()
      await owned?.close()
    }
  }
}
