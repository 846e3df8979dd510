import { describe, expect, it } from "vitest"
import { openDatabase } from "../../server/db/database.js"
import { MIGRATIONS, migrate } from "../../server/db/migrations.js"
import { ApiError, EmailStartResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import { decode, FrameClient, HOST_ORIGIN, PROJECT_ID, signIn } from "./harness.js"
import { useHarness } from "./useHarness.js"
import { freshDatabase, PGLITE_HOOK_TIMEOUT_MS } from "./testDatabase.js"

const h = useHarness()

describe("migrations", () => {
  it("apply once on an empty database; a restart (or a second replica) applies none, and the data stays", async () => {
    const empty = await freshDatabase()
    const db = await openDatabase({ url: empty.url })
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version))
      await db.exec("INSERT INTO users (id, email, created_at) VALUES ('u1', 'kept@example.com', 1)")
      expect(await migrate(db)).toEqual([])
      const again = await openDatabase({ url: empty.url })
      expect(await migrate(again)).toEqual([])
      await again.close()
      const versions = await empty.sql.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
      expect(versions.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version))
      expect((await empty.sql.query("SELECT * FROM users")).rows).toHaveLength(1)
    } finally {
      await db.close()
      await empty.close()
    }
  }, PGLITE_HOOK_TIMEOUT_MS)

  it("apply in order, all or nothing: a failing migration leaves no trace of the batch", async () => {
    const db = await openDatabase({ url: h.url })
    try {
      const next = MIGRATIONS.length + 1
      const broken = [...MIGRATIONS, { version: next, name: "t", sql: "CREATE TABLE t (a int)" }, { version: next + 1, name: "bad", sql: "SELEC nonsense" }]
      await expect(migrate(db, broken)).rejects.toThrow()
      expect((await h.sql.query("SELECT version FROM schema_migrations WHERE version >= $1", [next])).rows).toEqual([])
      expect((await h.sql.query("SELECT to_regclass('t') AS t")).rows).toEqual([{ t: null }])
    } finally {
      await db.close()
    }
  })
})

describe("replicas on one database", () => {
  it("share the resend cooldown and the attempt count", async () => {
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

describe("pruning", () => {
  it("a login start deletes what no request can use any more (old mail events, expired sessions, stale challenges and codes)", async () => {
    const count = async (table: string) => Number((await h.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n)
    const old = new FrameClient(h.server)
    await signIn(h, old, "old@example.com")
    await old.post(WALLET_API.emailStart, { email: "pending@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN })
    expect([await count("mail_events"), await count("sessions"), await count("login_challenges"), await count("otps")]).toEqual([2, 1, 2, 2])
    h.clock.now += 2 * 3_600_000
    await new FrameClient(h.server).post(WALLET_API.emailStart, { email: "new@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN })
    expect([await count("mail_events"), await count("sessions"), await count("login_challenges"), await count("otps")]).toEqual([1, 0, 1, 1])
    expect(await count("users")).toBe(1)
  })
})
