import { describe, expect, it } from "vitest"
import { generateKeyPairSync } from "node:crypto"
import * as Schema from "effect/Schema"
import { ApiError, SessionResponse, WALLET_API } from "../../schemas/walletServer/api.js"
import { SERVER_MESSAGES } from "../../schemas/errors/dataApi.js"
import { decode, FrameClient, signIn, useHarness } from "./harness.js"

const sessionKey = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString()
const h = useHarness({ secrets: { kek: Buffer.alloc(32, 7).toString("base64"), otpPepper: "pepper-for-tests-0123456789", sessionKey } })

const EMAIL = "visitor@example.com"
const session = (client: FrameClient) => client.request(WALLET_API.session, { origin: null })

describe("sessions", () => {
  it("lasts one hour (plus the 30 s clock tolerance)", async () => {
    const client = new FrameClient(h.server)
    await signIn(h, client, EMAIL)
    h.clock.now += 3_600_000 + 29_000
    expect((await session(client)).status).toBe(200)
    h.clock.now += 2_000
    const res = await session(client)
    expect(res.status).toBe(401)
    expect(await decode(ApiError)(res)).toMatchObject({ error: "unauthorized" })
  })

  it("a token not yet valid (the clock behind by more than 30 s) gets SPEC §8's message", async () => {
    const client = new FrameClient(h.server)
    await signIn(h, client, EMAIL)
    h.clock.now -= 29_000
    expect((await session(client)).status).toBe(200)
    h.clock.now -= 2_000
    const res = await session(client)
    expect(res.status).toBe(401)
    expect(await decode(ApiError)(res)).toEqual({ error: "unauthorized", message: SERVER_MESSAGES.jwtNotYetValid })
  })

  it("sign-out revokes the session: the old cookie is refused", async () => {
    const client = new FrameClient(h.server)
    await signIn(h, client, EMAIL)
    const stolen = client.cookie
    const out = await client.post(WALLET_API.signOut, {})
    expect(out.status).toBe(204)
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-walletport_session=; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=0$/)
    client.cookie = stolen
    expect((await session(client)).status).toBe(401)
  })

  it("a replica with the same session key accepts the session; a forged or foreign token is refused", async () => {
    const client = new FrameClient(h.server)
    const user = await signIn(h, client, EMAIL)
    const replica = new FrameClient(await h.replica())
    replica.cookie = client.cookie
    expect(await decode(SessionResponse)(await session(replica))).toMatchObject({ userId: user.userId })

    const foreign = new FrameClient(await h.replica({ secrets: { kek: h.options.secrets.kek, otpPepper: h.options.secrets.otpPepper } }))
    foreign.cookie = client.cookie
    expect((await session(foreign)).status).toBe(401)

    const [header, payload, signature] = (client.cookie ?? "").split("=")[1]?.split(".") ?? []
    const claims = Schema.decodeUnknownSync(Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.Unknown })))(
      Buffer.from(payload ?? "", "base64url").toString()
    )
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url")
    client.cookie = `__Host-walletport_session=${header}.${forged}.${signature}`
    expect((await session(client)).status).toBe(401)
  })

  it("without a cookie there is no session", async () => {
    expect((await session(new FrameClient(h.server))).status).toBe(401)
  })
})
