import { describe, expect, it } from "vitest"
import { ApiError, EmailStartResponse, OtpVerifyResponse, ShareResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import {
  decode,
  FrameClient,
  HOST_ORIGIN,
  lastCode,
  lastLink,
  newDevice,
  PROJECT_ID,
  signIn
} from "./harness.js"
import { useHarness } from "./useHarness.js"

const h = useHarness()

const COMMITMENTS = { evmAddress: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", solanaAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM" }
const SHARE_A = Buffer.alloc(17, 0xa1).toString("base64")
const SHARE_AN = Buffer.alloc(17, 0xb2).toString("base64")

/** A signed-in primary device that created its wallet. */
const withWallet = async (email = "alice@example.com") => {
  const client = new FrameClient(h.server)
  const { userId } = await signIn(h, client, email)
  const created = await client.post(
    WALLET_API.walletCreate,
    client.signed(WALLET_API.walletCreate, userId, { commitments: COMMITMENTS, authShare: SHARE_A }, h.clock.now)
  )
  expect(created.status).toBe(201)
  return { client, userId }
}

const askShare = (client: FrameClient, userId: string, which: "primary" | "device" = "primary", at = h.clock.now) =>
  client.post(WALLET_API.authShare, client.signed(WALLET_API.authShare, userId, { which }, at))

describe("wallet create and share release", () => {
  it("stores A (encrypted at rest) and releases it to the session's signed request with the commitments", async () => {
    const { client, userId } = await withWallet()
    const res = await askShare(client, userId)
    expect(res.status).toBe(200)
    expect(await decode(ShareResponse)(res)).toEqual({ share: SHARE_A, commitments: COMMITMENTS })
    const stored = await h.sql.query<{ auth_share: string }>("SELECT auth_share FROM wallets")
    expect(stored.rows[0]?.auth_share).toMatch(/^v1\./)
    expect(stored.rows[0]?.auth_share).not.toContain(SHARE_A)
  })

  it("a second wallet for the same user is refused (409)", async () => {
    const { client, userId } = await withWallet()
    const again = await client.post(
      WALLET_API.walletCreate,
      client.signed(WALLET_API.walletCreate, userId, { commitments: COMMITMENTS, authShare: SHARE_AN }, h.clock.now)
    )
    expect(again.status).toBe(409)
    expect(await decode(ShareResponse)(await askShare(client, userId))).toMatchObject({ share: SHARE_A })
  })

  it("no session: no share (a stolen device share and device key alone get nothing from the server)", async () => {
    const { client, userId } = await withWallet()
    const thief = new FrameClient(h.server, client.device)
    const res = await askShare(thief, userId)
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain(SHARE_A)
  })

  it("a session alone (unsigned request) gets nothing", async () => {
    const { client } = await withWallet()
    const res = await client.post(WALLET_API.authShare, { which: "primary" })
    expect(res.status).toBe(400)
  })

  it("refuses a bad signature, a replayed nonce and a stale or future timestamp", async () => {
    const { client, userId } = await withWallet()
    const signed = client.signed(WALLET_API.authShare, userId, { which: "primary" }, h.clock.now)
    const tampered = { ...signed, which: "device" }
    expect(await decode(ApiError)(await client.post(WALLET_API.authShare, tampered))).toMatchObject({ error: "bad_signature" })
    const otherKey = client.signed(WALLET_API.authShare, userId, { which: "primary" }, h.clock.now, newDevice().privateKey)
    expect((await client.post(WALLET_API.authShare, otherKey)).status).toBe(401)
    const otherPath = client.signed(WALLET_API.deviceShare, userId, { which: "primary" }, h.clock.now)
    expect((await client.post(WALLET_API.authShare, otherPath)).status).toBe(401)

    expect((await client.post(WALLET_API.authShare, signed)).status).toBe(200)
    const replay = await client.post(WALLET_API.authShare, signed)
    expect(replay.status).toBe(401)
    expect(await decode(ApiError)(replay)).toMatchObject({ error: "bad_signature", message: "Replayed request" })

    expect((await askShare(client, userId, "primary", h.clock.now - 60_001)).status).toBe(401)
    expect((await askShare(client, userId, "primary", h.clock.now + 60_001)).status).toBe(401)
    expect((await askShare(client, userId, "primary", h.clock.now - 60_000)).status).toBe(200)
  })

  it("another user's session, or another user's device key, gets nothing", async () => {
    const alice = await withWallet("alice@example.com")
    h.clock.now += 1_000
    const bob = new FrameClient(h.server)
    const bobUser = await signIn(h, bob, "bob@example.com")
    // Bob's session, request signed by Alice's device key for Alice's user id: not Bob's device, not Bob's user.
    const asAlice = bob.signed(WALLET_API.authShare, alice.userId, { which: "primary" }, h.clock.now, alice.client.device.privateKey)
    expect((await bob.post(WALLET_API.authShare, asAlice)).status).toBe(401)
    const aliceKeyForBob = bob.signed(WALLET_API.authShare, bobUser.userId, { which: "primary" }, h.clock.now, alice.client.device.privateKey)
    expect((await bob.post(WALLET_API.authShare, aliceKeyForBob)).status).toBe(401)
    // Bob, properly signed: he has no wallet.
    expect(await decode(ApiError)(await askShare(bob, bobUser.userId))).toMatchObject({ error: "not_found" })
  })
})

describe("a recovered device's own share (An)", () => {
  it("is stored for the signing device only and released to that device", async () => {
    const alice = await withWallet()
    h.clock.now += 60_000
    // A new device: VERIFY_DEVICE, the link, then the code.
    const laptop = new FrameClient(h.server)
    const started = await laptop.post(WALLET_API.emailStart, {
      email: "alice@example.com",
      projectId: PROJECT_ID,
      origin: HOST_ORIGIN,
      device: laptop.device.jwk
    })
    const { challengeId, action } = await decode(EmailStartResponse)(started)
    expect(action).toBe("VERIFY_DEVICE")
    expect((await h.server.fetch(new Request(lastLink(h.mails, "alice@example.com")))).status).toBe(200)
    const otp = lastCode(h.mails, "alice@example.com")
    const verified = await decode(OtpVerifyResponse)(await laptop.post(WALLET_API.otpVerify, { challengeId, otp, device: laptop.device.jwk }))
    expect(verified).toMatchObject({ wallet: COMMITMENTS, deviceHasShare: false })

    expect(await decode(ApiError)(await askShare(laptop, alice.userId, "device"))).toMatchObject({ error: "not_found" })
    expect((await askShare(laptop, alice.userId, "primary")).status).toBe(200)
    const upload = await laptop.post(WALLET_API.deviceShare, laptop.signed(WALLET_API.deviceShare, alice.userId, { share: SHARE_AN }, h.clock.now))
    expect(upload.status).toBe(201)
    expect(await decode(ShareResponse)(await askShare(laptop, alice.userId, "device"))).toEqual({ share: SHARE_AN, commitments: COMMITMENTS })
    // The primary device has no An: its own share pairs D with A.
    expect((await askShare(alice.client, alice.userId, "device")).status).toBe(404)
    // Both devices hold a share of their own at their next login.
    h.clock.now += 31_000
    expect(await signIn(h, laptop, "alice@example.com")).toMatchObject({ wallet: COMMITMENTS, deviceHasShare: true })
    h.clock.now += 31_000
    expect(await signIn(h, alice.client, "alice@example.com")).toMatchObject({ wallet: COMMITMENTS, deviceHasShare: true })
  })
})
