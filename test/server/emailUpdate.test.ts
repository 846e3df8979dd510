import { describe, expect, it } from "vitest"
import { ApiError, EmailStartResponse, SessionResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import { decode, FrameClient, HOST_ORIGIN, lastCode, PROJECT_ID, signIn, useHarness } from "./harness.js"

const h = useHarness()

const OLD = "old@example.com"
const NEW = "new@example.com"

const signedIn = async () => {
  const client = new FrameClient(h.server)
  const user = await signIn(h, client, OLD)
  h.clock.now += 31_000
  return { client, user }
}

describe("email update", () => {
  it("needs a code from the current address, then one from the new address; then the email changes", async () => {
    const { client, user } = await signedIn()
    expect(await (await client.post(WALLET_API.emailUpdateStart, { newEmail: "New@Example.com" })).json()).toEqual({ action: "VERIFY_PRIMARY_OTP" })
    expect(h.mails.at(-1)?.to).toBe(OLD)
    expect(h.mails.at(-1)?.text).toContain(NEW)
    expect(h.mails.at(-1)?.text).toContain(HOST_ORIGIN)
    const secondary = await client.post(WALLET_API.emailUpdatePrimary, { otp: lastCode(h.mails, OLD) })
    expect(await secondary.json()).toEqual({ action: "VERIFY_SECONDARY_OTP" })
    expect(h.mails.at(-1)?.to).toBe(NEW)
    // Still the old address until the new one is proven.
    expect(await decode(SessionResponse)(await client.request(WALLET_API.session, { origin: null }))).toMatchObject({ email: OLD })
    const done = await client.post(WALLET_API.emailUpdateSecondary, { otp: lastCode(h.mails, NEW) })
    expect(await done.json()).toEqual({ newEmail: NEW })
    expect(await decode(SessionResponse)(await client.request(WALLET_API.session, { origin: null }))).toEqual(
      expect.objectContaining({ userId: user.userId, email: NEW })
    )
    // The next login by the new address finds the same user (this device is known: the code comes directly).
    h.clock.now += 31_000
    expect(await decode(EmailStartResponse)(
      await client.post(WALLET_API.emailStart, { email: NEW, projectId: PROJECT_ID, origin: HOST_ORIGIN, device: client.device.jwk })
    )).toMatchObject({ action: "VERIFY_OTP" })
  })

  it("the secondary step cannot be skipped, and a wrong primary code changes nothing", async () => {
    const { client } = await signedIn()
    await client.post(WALLET_API.emailUpdateStart, { newEmail: NEW })
    const code = lastCode(h.mails, OLD)
    expect(await decode(ApiError)(await client.post(WALLET_API.emailUpdateSecondary, { otp: code }))).toMatchObject({ error: "not_found" })
    expect(await decode(ApiError)(await client.post(WALLET_API.emailUpdatePrimary, { otp: code === "000000" ? "111111" : "000000" }))).toMatchObject({
      error: "invalid_code",
      attemptsLeft: 4
    })
    expect(h.mails.filter((m) => m.to === NEW)).toHaveLength(0)
  })

  it("needs a session, and refuses an address another user has", async () => {
    expect((await new FrameClient(h.server).post(WALLET_API.emailUpdateStart, { newEmail: NEW })).status).toBe(401)
    await signIn(h, new FrameClient(h.server), NEW)
    const { client } = await signedIn()
    expect(await decode(ApiError)(await client.post(WALLET_API.emailUpdateStart, { newEmail: NEW }))).toMatchObject({ error: "bad_request" })
  })

  it("is rate limited like a login (the 30 s cooldown on the current address)", async () => {
    const { client } = await signedIn()
    await client.post(WALLET_API.emailUpdateStart, { newEmail: NEW })
    h.clock.now += 5_000
    expect(await decode(ApiError)(await client.post(WALLET_API.emailUpdateStart, { newEmail: NEW }))).toMatchObject({
      error: "cooldown",
      retryAfterSeconds: 25
    })
  })
})
