import { describe, expect, it, vi } from "vitest"
import { ApiError, DeviceStatusResponse, EmailStartResponse, OtpVerifyResponse, SessionResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import {
  decode,
  FrameClient,
  HOST_ORIGIN,
  lastCode,
  lastLink,
  newDevice,
  PROJECT_ID,
  PUBLIC_URL,
  signIn
} from "./harness.js"
import { useHarness } from "./useHarness.js"

const h = useHarness()

const EMAIL = "visitor@example.com"
const start = (client: FrameClient, email = EMAIL, device: unknown = client.device.jwk) =>
  client.post(WALLET_API.emailStart, { email, projectId: PROJECT_ID, origin: HOST_ORIGIN, ...(device === undefined ? {} : { device }) })
const verify = (client: FrameClient, challengeId: string, otp: string) =>
  client.post(WALLET_API.otpVerify, { challengeId, otp, device: client.device.jwk })
const apiError = decode(ApiError)
const wrongCode = (code: string) => (code === "000000" ? "000001" : "000000")

describe("email login (new user)", () => {
  it("mails a 6-digit code naming the origin; the code opens a session in a __Host- cookie", async () => {
    const client = new FrameClient(h.server)
    const started = await decode(EmailStartResponse)(await start(client, "  Visitor@Example.com "))
    expect(started.action).toBe("VERIFY_OTP")
    expect(h.mails).toHaveLength(1)
    expect(h.mails[0]?.to).toBe(EMAIL)
    expect(h.mails[0]?.text).toContain(HOST_ORIGIN)
    const res = await verify(client, started.challengeId, lastCode(h.mails, EMAIL))
    expect(res.status).toBe(200)
    const cookie = res.headers.get("set-cookie") ?? ""
    expect(cookie).toMatch(/^__Host-walletport_session=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=3600$/)
    const body = await decode(OtpVerifyResponse)(res)
    expect(body).toMatchObject({ email: EMAIL, deviceHasShare: false, expiresAt: h.clock.now + 3_600_000 })
    expect(body.wallet).toBeUndefined()
    const session = await decode(SessionResponse)(await client.request(WALLET_API.session, { origin: null }))
    expect(session).toEqual({ userId: body.userId, email: EMAIL, expiresAt: body.expiresAt })
  })

  it("accepts API calls only from its own origin, and logins only for an allowed project/origin pair", async () => {
    const client = new FrameClient(h.server)
    const body = { email: EMAIL, projectId: PROJECT_ID, origin: HOST_ORIGIN }
    expect((await client.request(WALLET_API.emailStart, { body, origin: HOST_ORIGIN })).status).toBe(403)
    expect((await client.request(WALLET_API.emailStart, { body, origin: null })).status).toBe(403)
    expect((await client.post(WALLET_API.emailStart, { ...body, origin: "https://evil.example" })).status).toBe(403)
    expect((await client.post(WALLET_API.emailStart, { ...body, projectId: "nope" })).status).toBe(403)
    expect(h.mails).toHaveLength(0)
  })

  it("refuses malformed bodies: bad JSON, extra fields, a non-email, a device key off the curve", async () => {
    const client = new FrameClient(h.server)
    const bad = await h.server.fetch(
      new Request(new URL(WALLET_API.emailStart, PUBLIC_URL), {
        method: "POST",
        headers: { origin: PUBLIC_URL, "content-type": "application/json" },
        body: "{"
      })
    )
    expect(bad.status).toBe(400)
    expect((await client.post(WALLET_API.emailStart, { email: EMAIL, projectId: PROJECT_ID, origin: HOST_ORIGIN, admin: true })).status).toBe(400)
    expect((await start(client, "not-an-email")).status).toBe(400)
    expect((await start(client, EMAIL, { kty: "EC", crv: "P-256", x: "AAAA", y: "AAAA" })).status).toBe(400)
    expect(h.mails).toHaveLength(0)
  })

  it("counts wrong codes: attemptsLeft goes down, and after 5 wrong tries even the right code fails", async () => {
    const client = new FrameClient(h.server)
    const { challengeId } = await decode(EmailStartResponse)(await start(client))
    const code = lastCode(h.mails, EMAIL)
    const first = await verify(client, challengeId, wrongCode(code))
    expect(first.status).toBe(400)
    expect(await apiError(first)).toMatchObject({ error: "invalid_code", attemptsLeft: 4 })
    for (let i = 0; i < 3; i++) await verify(client, challengeId, wrongCode(code))
    expect(await apiError(await verify(client, challengeId, wrongCode(code)))).toMatchObject({ error: "too_many_attempts" })
    const sixth = await verify(client, challengeId, code)
    expect(sixth.status).toBe(429)
    expect(await apiError(sixth)).toMatchObject({ error: "too_many_attempts" })
    expect(sixth.headers.get("set-cookie")).toBeNull()
  })

  it("a code expires after 10 minutes", async () => {
    const client = new FrameClient(h.server)
    const { challengeId } = await decode(EmailStartResponse)(await start(client))
    h.clock.now += 10 * 60_000
    const res = await verify(client, challengeId, lastCode(h.mails, EMAIL))
    expect(res.status).toBe(410)
    expect(await apiError(res)).toMatchObject({ error: "expired_code" })
  })

  it("a code works once", async () => {
    const client = new FrameClient(h.server)
    const { challengeId } = await decode(EmailStartResponse)(await start(client))
    h.clock.now += 10 * 60_000 - 1
    expect((await verify(client, challengeId, lastCode(h.mails, EMAIL))).status).toBe(200)
    expect((await verify(client, challengeId, lastCode(h.mails, EMAIL))).status).toBe(410)
  })

  it("a code is bound to the device that started the login", async () => {
    const client = new FrameClient(h.server)
    const { challengeId } = await decode(EmailStartResponse)(await start(client))
    const other = new FrameClient(h.server)
    expect((await verify(other, challengeId, lastCode(h.mails, EMAIL))).status).toBe(400)
  })
})

describe("resend cooldown and hourly caps", () => {
  it("refuses a new login mail within 30 s, with the seconds left rounded up (SPEC §5)", async () => {
    const client = new FrameClient(h.server)
    expect((await start(client)).status).toBe(200)
    h.clock.now += 12_300
    const res = await start(client)
    expect(res.status).toBe(429)
    expect(await apiError(res)).toEqual({ error: "cooldown", message: "Please try again after 18 seconds", retryAfterSeconds: 18 })
    h.clock.now += 17_700
    expect((await start(client)).status).toBe(200)
    expect(h.mails).toHaveLength(2)
  })

  it("caps mails per address per hour", async () => {
    const client = new FrameClient(h.server)
    for (let i = 0; i < 10; i++) {
      expect((await start(client)).status).toBe(200)
      h.clock.now += 31_000
    }
    const res = await start(client)
    expect(await apiError(res)).toMatchObject({ error: "rate_limited", retryAfterSeconds: 3600 - 310 })
  })

  it("caps mails per client IP per hour, whatever the address", async () => {
    const client = new FrameClient(h.server, newDevice(), "10.9.9.9")
    for (let i = 0; i < 30; i++) expect((await start(client, `v${i}@example.com`)).status).toBe(200)
    expect(await apiError(await start(client, "v30@example.com"))).toMatchObject({ error: "rate_limited" })
    expect((await start(new FrameClient(h.server, newDevice(), "10.1.1.1"), "v30@example.com")).status).toBe(200)
  })
})

describe("known users: registered devices and VERIFY_DEVICE", () => {
  it("a known user on a registered device gets the code directly", async () => {
    const client = new FrameClient(h.server)
    await signIn(h, client, EMAIL)
    h.clock.now += 60_000
    expect(await decode(EmailStartResponse)(await start(client))).toMatchObject({ action: "VERIFY_OTP" })
  })

  it("a known user on a new device gets an approval link first; the click mails the code; the code registers the device", async () => {
    const first = await signIn(h, new FrameClient(h.server), EMAIL)
    h.clock.now += 60_000
    const laptop = new FrameClient(h.server)
    const mailsBefore = h.mails.length
    const started = await decode(EmailStartResponse)(await start(laptop))
    expect(started.action).toBe("VERIFY_DEVICE")
    expect(h.mails).toHaveLength(mailsBefore + 1)
    expect(h.mails.at(-1)?.text).toContain(HOST_ORIGIN)
    expect(h.mails.at(-1)?.text).not.toMatch(/\b\d{6}\b/)
    const status = () => laptop.post(WALLET_API.deviceStatus, { challengeId: started.challengeId }).then(decode(DeviceStatusResponse))
    expect(await status()).toEqual({ approved: false })
    expect(await apiError(await verify(laptop, started.challengeId, "123456"))).toMatchObject({ error: "device_not_approved" })

    const link = lastLink(h.mails, EMAIL)
    expect(link.startsWith(`${PUBLIC_URL}${WALLET_API.deviceApprove}?token=`)).toBe(true)
    const approved = await h.server.fetch(new Request(link))
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain("Device approved")
    expect(await status()).toEqual({ approved: true })
    const verified = await decode(OtpVerifyResponse)(await verify(laptop, started.challengeId, lastCode(h.mails, EMAIL)))
    expect(verified.userId).toBe(first.userId)

    expect((await h.server.fetch(new Request(link))).status).toBe(410)
    h.clock.now += 60_000
    expect(await decode(EmailStartResponse)(await start(laptop))).toMatchObject({ action: "VERIFY_OTP" })
  })

  it("an approval link dies after 15 minutes", async () => {
    await signIn(h, new FrameClient(h.server), EMAIL)
    h.clock.now += 60_000
    const laptop = new FrameClient(h.server)
    const started = await decode(EmailStartResponse)(await start(laptop))
    h.clock.now += 15 * 60_000
    expect((await h.server.fetch(new Request(lastLink(h.mails, EMAIL)))).status).toBe(410)
    expect(await decode(DeviceStatusResponse)(await laptop.post(WALLET_API.deviceStatus, { challengeId: started.challengeId }))).toEqual({
      approved: false
    })
  })

  it("a known user's login without a device key also needs the link", async () => {
    await signIn(h, new FrameClient(h.server), EMAIL)
    h.clock.now += 60_000
    expect(await decode(EmailStartResponse)(await start(new FrameClient(h.server), EMAIL, undefined))).toMatchObject({
      action: "VERIFY_DEVICE"
    })
  })
})

describe("mail failures", () => {
  it("a mail that cannot be sent fails the start (500) and leaves no cooldown, code or challenge behind", async () => {
    let down = true
    const sent: Array<string> = []
    await h.restart({
      mail: {
        send: async (m) => {
          if (down) throw new Error("SMTP down")
          sent.push(m.to)
        }
      }
    })
    const client = new FrameClient(h.server)
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const res = await start(client)
    expect(res.status).toBe(500)
    expect(await apiError(res)).toEqual({ error: "server_error", message: "Something went wrong" })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect((await h.sql.query("SELECT * FROM login_challenges")).rows).toEqual([])
    down = false
    expect((await start(client)).status).toBe(200)
    expect(sent).toEqual([EMAIL])
  })
})
