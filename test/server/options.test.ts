import { afterEach, describe, expect, it } from "vitest"
import { WALLET_API, EmailStartResponse, OtpVerifyResponse } from "../../schemas/walletServer/api.js"
import { createWalletServer } from "../../server/index.js"
import { decode, FrameClient, HOST_ORIGIN, PROJECT_ID, useHarness } from "./harness.js"

const h = useHarness()
const nodeEnv = process.env["NODE_ENV"]
afterEach(() => {
  process.env["NODE_ENV"] = nodeEnv
})

describe("createWalletServer options", () => {
  it.each([
    ["an allowed origin that is not a bare origin", { projects: { p: { origins: ["https://app.example/path"] } } }, /not an origin/],
    ["an allowed origin 'null'", { projects: { p: { origins: ["null"] } } }, /not an origin/],
    ["a KEK that is not 32 bytes", { secrets: { kek: "c2hvcnQ=", otpPepper: "pepper-for-tests-0123456789" } }, /kek/],
    ["a short OTP pepper", { secrets: { kek: Buffer.alloc(32).toString("base64"), otpPepper: "short" } }, /otpPepper/],
    ["a fixed OTP that is not 6 digits", { devFixedOtp: "12345" }, /devFixedOtp/]
  ])("refuses %s", async (_, override, message) => {
    await expect(createWalletServer({ ...h.options, ...override })).rejects.toThrow(message)
  })

  it("refuses the dev fixed OTP when NODE_ENV=production", async () => {
    process.env["NODE_ENV"] = "production"
    await expect(createWalletServer({ ...h.options, devFixedOtp: "123456" })).rejects.toThrow(/production/)
  })

  it("with the dev fixed OTP, every code is that one (off by default: see the email login tests)", async () => {
    await h.restart({ devFixedOtp: "424242" })
    const client = new FrameClient(h.server)
    const { challengeId } = await decode(EmailStartResponse)(
      await client.post(WALLET_API.emailStart, { email: "dev@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN })
    )
    expect(h.mails.at(-1)?.text).toContain("424242")
    expect((await client.post(WALLET_API.otpVerify, { challengeId, otp: "424242", device: client.device.jwk })).status).toBe(200)
  })

  it("serves below the base path of publicUrl, and mails links under it", async () => {
    await h.restart({ publicUrl: "http://127.0.0.1:7070/wallet/" })
    const page = await h.server.fetch(new Request(`http://127.0.0.1:7070/wallet/frame?origin=${encodeURIComponent(HOST_ORIGIN)}&projectId=${PROJECT_ID}`))
    expect(page.status).toBe(200)
    expect((await h.server.fetch(new Request(`http://127.0.0.1:7070/frame?origin=${encodeURIComponent(HOST_ORIGIN)}&projectId=${PROJECT_ID}`))).status).toBe(404)
    const post = (path: string, body: unknown) =>
      h.server.fetch(
        new Request(`http://127.0.0.1:7070/wallet${path}`, {
          method: "POST",
          headers: { origin: "http://127.0.0.1:7070", "content-type": "application/json" },
          body: JSON.stringify(body)
        })
      )
    const first = new FrameClient(h.server)
    const { challengeId } = await decode(EmailStartResponse)(await post(WALLET_API.emailStart, { email: "b@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN, device: first.device.jwk }))
    const otp = /\b(\d{6})\b/.exec(h.mails.at(-1)?.text ?? "")?.[1]
    expect(await decode(OtpVerifyResponse)(await post(WALLET_API.otpVerify, { challengeId, otp, device: first.device.jwk }))).toMatchObject({ email: "b@example.com" })
    h.clock.now += 31_000
    const second = new FrameClient(h.server)
    await post(WALLET_API.emailStart, { email: "b@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN, device: second.device.jwk })
    expect(h.mails.at(-1)?.text).toContain(`http://127.0.0.1:7070/wallet${WALLET_API.deviceApprove}?token=`)
  })
})
