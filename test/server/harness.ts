/**
 * A wallet server on a test database (testDatabase.ts) for one test: a movable clock, a mailbox that captures every mail, a built-frame
 * folder, and a frame-like client (same Origin, cookie jar, device key that signs share requests).
 */
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { deviceSignedText } from "../../schemas/walletServer/deviceSignature.js"
import * as Schema from "effect/Schema"
import { EmailStartResponse, OtpVerifyResponse, WALLET_API, type DevicePublicKey } from "../../schemas/walletServer/api.js"
import { createWalletServer, type MailMessage, type WalletServer, type WalletServerOptions } from "../../server/index.js"
import { emptyTables, type TestDatabase } from "./testDatabase.js"

export const PUBLIC_URL = "http://127.0.0.1:7070"
export const HOST_ORIGIN = "http://127.0.0.1:5173"
export const PROJECT_ID = "demo-project"
export const T0 = Date.UTC(2026, 10, 27, 8, 0, 0)
export const FRAME_HTML = `<!doctype html><html><head><title>frame</title><script type="module" src="frame/assets/frame-ABCD1234.js"></script></head><body></body></html>`

export interface Clock {
  now: number
}

export interface Harness {
  readonly server: WalletServer
  readonly mails: Array<MailMessage>
  readonly clock: Clock
  /** The test's own reads of the database. */
  readonly sql: TestDatabase["sql"]
  /** The database's address (`database: { url }` of the server). */
  readonly url: string
  readonly frameDir: string
  readonly options: WalletServerOptions
  /** Another server process on the same database (a replica). */
  readonly replica: (overrides?: Partial<WalletServerOptions>) => Promise<WalletServer>
  readonly close: () => Promise<void>
}

export const baseOptions = (frameDir: string, url: string | undefined, clock: Clock, mails: Array<MailMessage>): WalletServerOptions => ({
  database: url === undefined ? { memory: true } : { url },
  mail: { send: async (m) => void mails.push(m) },
  projects: { [PROJECT_ID]: { origins: [HOST_ORIGIN] } },
  publicUrl: PUBLIC_URL,
  frameDir,
  rpcUrls: { "eip155:31337": "http://127.0.0.1:8545", "solana:devnet": "http://127.0.0.1:8899/" },
  secrets: { kek: randomBytes(32).toString("base64"), otpPepper: "pepper-for-tests-0123456789" },
  now: () => clock.now
})

export const startHarness = async (db: TestDatabase, overrides: Partial<WalletServerOptions> = {}): Promise<Harness> => {
  const frameDir = await mkdtemp(join(tmpdir(), "walletport-frame-"))
  await mkdir(join(frameDir, "assets"))
  await writeFile(join(frameDir, "frame.html"), FRAME_HTML)
  await writeFile(join(frameDir, "assets", "frame-ABCD1234.js"), "console.log('frame')")
  await writeFile(join(frameDir, "secret.txt"), "outside the assets folder")
  const clock: Clock = { now: T0 }
  const mails: Array<MailMessage> = []
  const options = { ...baseOptions(frameDir, db.url, clock, mails), ...overrides }
  const servers: Array<WalletServer> = [await createWalletServer(options)]
  const first = servers[0]
  if (first === undefined) throw new Error("no server")
  return {
    server: first,
    mails,
    clock,
    sql: db.sql,
    url: db.url,
    frameDir,
    options,
    replica: async (more = {}) => {
      const replica = await createWalletServer({ ...options, ...more })
      servers.push(replica)
      return replica
    },
    close: async () => {
      for (const s of servers) await s.close()
      await emptyTables(db.sql)
      await rm(frameDir, { recursive: true, force: true })
    }
  }
}

export interface Device {
  readonly jwk: DevicePublicKey
  readonly privateKey: KeyObject
}

export const newDevice = (): Device => {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  const jwk = publicKey.export({ format: "jwk" })
  if (jwk.x === undefined || jwk.y === undefined) throw new Error("no P-256 coordinates")
  return { jwk: { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y }, privateKey }
}

/** The frame: posts JSON from the server's own origin and keeps the session cookie. */
export class FrameClient {
  cookie: string | undefined
  constructor(
    readonly server: WalletServer,
    readonly device: Device = newDevice(),
    readonly ip = "10.0.0.1"
  ) {}

  request(path: string, init: { readonly method?: string; readonly body?: unknown; readonly origin?: string | null } = {}): Promise<Response> {
    const headers = new Headers()
    if (init.body !== undefined) headers.set("content-type", "application/json")
    if (init.origin !== null) headers.set("origin", init.origin ?? new URL(PUBLIC_URL).origin)
    if (this.cookie !== undefined) headers.set("cookie", this.cookie)
    const request = new Request(new URL(path, PUBLIC_URL), {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
    return this.server.fetch(request, { clientIp: this.ip }).then((response) => {
      const set = response.headers.get("set-cookie")
      if (set !== null) this.cookie = set.split(";")[0]
      return response
    })
  }

  post(path: string, body: unknown): Promise<Response> {
    return this.request(path, { body })
  }

  /** `body` signed by this client's device key for `userId`, as the frame signs share requests. */
  signed(path: string, userId: string, body: Readonly<Record<string, unknown>>, at: number, key: KeyObject = this.device.privateKey) {
    const nonce = randomBytes(16).toString("base64url")
    const text = deviceSignedText({ path, userId, timestamp: at, nonce, body })
    const signature = sign("sha256", Buffer.from(text), { key, dsaEncoding: "ieee-p1363" }).toString("base64url")
    return { ...body, timestamp: at, nonce, signature }
  }
}

/** The 6-digit code in the last mail to `to`. */
export const lastCode = (mails: ReadonlyArray<MailMessage>, to: string): string => {
  const mail = mails.filter((m) => m.to === to).at(-1)
  const code = mail === undefined ? undefined : /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (code === undefined) throw new Error(`no code mailed to ${to}`)
  return code
}

/** The approval link in the last mail to `to`. */
export const lastLink = (mails: ReadonlyArray<MailMessage>, to: string): string => {
  const mail = mails.filter((m) => m.to === to).at(-1)
  const link = mail === undefined ? undefined : /(https?:\/\/\S+token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
  if (link === undefined) throw new Error(`no link mailed to ${to}`)
  return link
}

export const decode = <A, I>(schema: Schema.Schema<A, I>) => async (response: Response): Promise<A> =>
  Schema.decodeUnknownSync(schema)(await response.json())

/** Email start → code from the mail → verified: the client holds a session. */
export const signIn = async (h: Pick<Harness, "mails">, client: FrameClient, email: string) => {
  const start = await decode(EmailStartResponse)(
    await client.post(WALLET_API.emailStart, { email, projectId: PROJECT_ID, origin: HOST_ORIGIN, device: client.device.jwk })
  )
  if (start.action !== "VERIFY_OTP") throw new Error(`expected VERIFY_OTP, got ${start.action}`)
  const verified = await client.post(WALLET_API.otpVerify, { challengeId: start.challengeId, otp: lastCode(h.mails, email), device: client.device.jwk })
  return decode(OtpVerifyResponse)(verified)
}
