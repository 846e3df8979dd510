import { verify } from "node:crypto"
import { describe, expect, it } from "vitest"
import { memoryDeviceStore, signShareRequest } from "../../../frame/keys/index.js"
import { deviceSignedText } from "../../../schemas/walletServer/deviceSignature.js"

const fromBase64Url = (text: string) => Buffer.from(text, "base64url")

describe("signShareRequest", () => {
  it("signs the contract's text so that the server's Node verify accepts it", async () => {
    const key = await memoryDeviceStore().deviceKey()
    const body = { which: "primary", nested: { b: 1, a: [2, 1] } }
    const signed = await signShareRequest(key, { path: "/v1/share", userId: "u1", body, now: 1_700_000_000_000 })
    expect(signed.timestamp).toBe(1_700_000_000_000)
    expect(signed.nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    const text = deviceSignedText({ path: "/v1/share", userId: "u1", timestamp: signed.timestamp, nonce: signed.nonce, body })
    const accepted = verify("sha256", Buffer.from(text), { key: { ...key.publicJwk }, format: "jwk", dsaEncoding: "ieee-p1363" }, fromBase64Url(signed.signature))
    expect(accepted).toBe(true)
  })

  it("gives a signature the server refuses for another path, user, body or time, and a new nonce each time", async () => {
    const key = await memoryDeviceStore().deviceKey()
    const base = { path: "/v1/share", userId: "u1", body: { which: "primary" }, now: 1 }
    const signed = await signShareRequest(key, base)
    const check = (changes: Partial<typeof base>) => {
      const a = { ...base, ...changes }
      const text = deviceSignedText({ path: a.path, userId: a.userId, timestamp: a.now, nonce: signed.nonce, body: a.body })
      return verify("sha256", Buffer.from(text), { key: { ...key.publicJwk }, format: "jwk", dsaEncoding: "ieee-p1363" }, fromBase64Url(signed.signature))
    }
    expect(check({})).toBe(true)
    expect(check({ path: "/v1/device-share" })).toBe(false)
    expect(check({ userId: "u2" })).toBe(false)
    expect(check({ body: { which: "device" } })).toBe(false)
    expect(check({ now: 2 })).toBe(false)
    expect((await signShareRequest(key, base)).nonce).not.toBe(signed.nonce)
  })
})
