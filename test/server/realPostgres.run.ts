/**
 * The wallet server once on a real Postgres (not part of `vitest run`: it needs the postgres binaries and, as root,
 * the `postgres` system user). `node scripts/run-ts.mjs test/server/realPostgres.run.ts`: initdb into a temporary
 * folder, start postgres on a free port on 127.0.0.1, run two server replicas on it through DATABASE_URL-style
 * `{ url }` (migrations once, login, wallet, share release, shared cooldown), stop it and delete the folder.
 */
import assert from "node:assert/strict"
import { execFileSync, spawn } from "node:child_process"
import { generateKeyPairSync } from "node:crypto"
import { chownSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { ApiError, ShareResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import { createWalletServer, type MailMessage, type WalletServer } from "../../server/index.js"
import { migrate } from "../../server/db/migrations.js"
import { openDatabase } from "../../server/db/database.js"
import { baseOptions, decode, FrameClient, HOST_ORIGIN, PROJECT_ID, signIn, T0, type Harness } from "./harness.js"

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const a = s.address()
      s.close(() => resolve(typeof a === "object" && a !== null ? a.port : 0))
    })
  })

const asPostgresUser = (cmd: string, args: ReadonlyArray<string>): [string, Array<string>] =>
  process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, [...args]]

const dir = mkdtempSync(join(tmpdir(), "walletport-pg-"))
const data = join(dir, "data")
if (process.getuid?.() === 0) {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString())
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString())
  chownSync(dir, uid, gid)
}
const port = await freePort()
const [initCmd, initArgs] = asPostgresUser("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"])
execFileSync(initCmd, initArgs, { stdio: "ignore" })
const [pgCmd, pgArgs] = asPostgresUser("postgres", ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-F"])
// Its own process group: runuser does not pass SIGINT on, so the stop signal goes to the group.
const postgres = spawn(pgCmd, pgArgs, { stdio: "ignore", detached: true })
const url = `postgres://postgres@127.0.0.1:${port}/postgres`

const waitReady = async (): Promise<void> => {
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error("postgres did not start")
}

const servers: Array<WalletServer> = []
try {
  await waitReady()
  const frameDir = join(dir, "frame")
  mkdirSync(join(frameDir, "assets"), { recursive: true })
  writeFileSync(join(frameDir, "frame.html"), "<html><head></head></html>")
  const clock = { now: T0 }
  const mails: Array<MailMessage> = []
  const base = baseOptions(frameDir, undefined, clock, mails)
  // Replicas share the token key (else each verifies only its own sessions).
  const sessionKey = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString()
  const options = { ...base, database: { url }, secrets: { ...base.secrets, sessionKey } }
  const a = await createWalletServer(options)
  servers.push(a)
  const b = await createWalletServer(options)
  servers.push(b)
  const db = await openDatabase({ url })
  assert.deepEqual(await migrate(db), [], "a third start applies no migration")
  await db.close()
  const h: Pick<Harness, "mails"> = { mails }

  const client = new FrameClient(a)
  const user = await signIn(h, client, "pg@example.com")
  const commitments = { evmAddress: "0x1", solanaAddress: "So1" }
  const share = Buffer.alloc(17, 3).toString("base64")
  const created = await client.post(WALLET_API.walletCreate, client.signed(WALLET_API.walletCreate, user.userId, { commitments, authShare: share }, clock.now))
  assert.equal(created.status, 201)
  const onReplica = new FrameClient(b, client.device)
  onReplica.cookie = client.cookie
  const released = await decode(ShareResponse)(
    await onReplica.post(WALLET_API.authShare, onReplica.signed(WALLET_API.authShare, user.userId, { which: "primary" }, clock.now))
  )
  assert.deepEqual(released, { share, commitments })
  clock.now += 1_000
  const cooldown = await decode(ApiError)(
    await onReplica.post(WALLET_API.emailStart, { email: "pg@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN })
  )
  assert.equal(cooldown.error, "cooldown")
  assert.equal(cooldown.retryAfterSeconds, 29)
  console.log(`real Postgres (${execFileSync("postgres", ["--version"]).toString().trim()}): migrations once, login, wallet, share release on a replica, shared cooldown: ok`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  for (const server of servers) await server.close()
  const exited = new Promise((r) => postgres.once("exit", r))
  if (postgres.pid !== undefined) process.kill(-postgres.pid, "SIGINT")
  await exited
  rmSync(dir, { recursive: true, force: true })
}
