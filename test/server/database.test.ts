import { afterEach, describe, expect, it } from "vitest"
import { openDatabase } from "../../server/db/database.js"
import { MIGRATIONS, migrate } from "../../server/db/migrations.js"
import { ApiError, EmailStartResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import { decode, FrameClient, HOST_ORIGIN, PROJECT_ID, startHarness, type Harness } from "./harness.js"
import { emptyTables, usePglite } from "./pgliteTemplate.js"

const pglite = usePglite()
let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe("migrations", () => {
  it("apply once: a restart (or a second replica) applies none, and the data stays", async () => {
    const db = await openDatabase({ pglite: pglite.get() })
    try {
      await migrate(db)
      await db.exec("INSERT INTO users (id, email, created_at) VALUES ('u1', 'kept@example.com', 1)")
      expect(await migrate(db)).toEqual([])
      const again = await openDatabase({ pglite: pglite.get() })
      expect(await migrate(again)).toEqual([])
      await again.close()
      const versions = await pglite.get().query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
      expect(versions.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version))
      expect((await pglite.get().query("SELECT * FROM users")).rows).toHaveLength(1)
    } finally {
      await emptyTables(pglite.get())
      await db.close()
    }
  })

  it("apply in order, all or nothing: a failing migration leaves no trace of the batch", async () => {
    const db = await openDatabase({ pglite: pglite.get() })
    try {
      const next = MIGRATIONS.length + 1
      const broken = [...MIGRATIONS, { version: next, name: "t", sql: "CREATE TABLE t (a int)" }, { version: next + 1, name: "bad", sql: "SELEC nonsense" }]
      await expect(migrate(db, broken)).rejects.toThrow()
      expect((await pglite.get().query("SELECT version FROM schema_migrations WHERE version >= $1", [next])).rows).toEqual([])
      expect((await pglite.get().query("SELECT to_regclass('t') AS t")).rows).toEqual([{ t: null }])
    } finally {
      await db.close()
    }
  })
})

describe("replicas on one database", () => {
  it("share the resend cooldown and the attempt count", async () => {
    h = await startHarness(pglite.get())
    const a = new FrameClient(h.server)
    const b = new FrameClient(await h.replica())
    const body = { email: "shared@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN }
    const started = await a.post(WALLET_API.emailStart, body)
    expect(started.status).toBe(200)
    h.clock.now += 1_000
    expect(await decode(ApiError)(await b.post(WALLET_API.emailStart, body))).toMatchObject({ error: "cooldown", retryAfterSeconds: 29 })

    const { challengeId } = await decode(EmailStartResponse)(started)
    for (const client of [a, b, a, b]) await client.post(WALLET_API.otpVerify, { challengeId, otp: "999999", device: a.device.jwk })
    expect(await decode(ApiError)(await b.post(WALLET_API.otpVerify, { challengeId, otp: "999999", device: a.device.jwk }))).toMatchObject({
      error: "too_many_attempts"
    })
  })
})
