// @vitest-environment happy-dom
/** Email login flows against the fake wallet server: OTP, new device (link, then recovery code), new wallet (recovery code shown). */
import { beforeEach, describe, expect, it } from "vitest"
import { RECOVERY_MESSAGES } from "../../frame/account.js"
import { DEVICE_POLL_INTERVAL_MS } from "../../frame/handlers/emailLogin.js"
import { FRAME_REQUEST_TIMEOUT_MS } from "../../schemas/constants.js"
import { WALLET_API } from "../../schemas/walletServer/api.js"
import { fakeWalletServer, GOOD_OTP } from "./support/fakeWalletServer.js"
import { flush, type Harness, panel, SOLANA_CHAIN, startHarness } from "./support/harness.js"
import { memoryStore } from "./support/keysShim.js"

const EMAIL = "visitor@example.com"

const login = async (h: Harness) => {
  const started = await h.request("APP_CONNECT_EMAIL", { email: EMAIL })
  const otp = await h.request("APP_CONNECT_OTP", { otp: GOOD_OTP })
  return { started, otp }
}

/** Types the recovery code into the import panel and submits it. */
const enterRecoveryCode = async (code: string) => {
  const input = document.getElementById("recovery-code")
  if (!(input instanceof HTMLInputElement)) throw new Error("no recovery-code field")
  input.value = code
  input.form?.requestSubmit()
  await flush()
}

/** A first login on device 1 (creates the wallet); returns the server and the recovery code shown. */
const firstLogin = async () => {
  const server = fakeWalletServer()
  const h = startHarness({ server, store: memoryStore("device-1") })
  await login(h)
  const code = document.querySelector(".code")?.textContent ?? ""
  panel().button("I saved it").click()
  return { server, h, code }
}

describe("email login in the frame", () => {
  beforeEach(() => document.body.replaceChildren())

  it("new user: VERIFY_OTP, then the wallet is created (D kept, A uploaded signed) and the recovery code shown once", async () => {
    const server = fakeWalletServer()
    const store = memoryStore("device-1")
    const h = startHarness({ server, store })
    const { otp, started } = await login(h)
    expect(started.payload).toEqual({ action: "VERIFY_OTP" })
    expect(otp.type).toBe("FRAME_CONNECT_OTP_SUCCESS")
    const start = server.calls.find((c) => c.path === WALLET_API.emailStart)
    expect(start?.body).toMatchObject({ email: EMAIL, projectId: "project-1", origin: "https://dapp.example", device: { x: "device-1" } })
    const user = server.users.get(EMAIL)
    expect(user?.wallet).toBeDefined()
    const create = server.calls.find((c) => c.path === WALLET_API.walletCreate)
    expect(create?.body).toMatchObject({ signature: `signed:${WALLET_API.walletCreate}`, commitments: user?.wallet })
    expect([...store.shares.keys()]).toEqual([user?.userId])
    // The panel: shown (FRAME_SHOW_PANEL recovery-export) with the code, Copy, and "I saved it".
    expect(h.events("FRAME_SHOW_PANEL").map((e) => e.payload)).toEqual([{ panel: "recovery-export" }])
    const code = document.querySelector(".code")?.textContent ?? ""
    expect(h.keys.api.decodeRecoveryCode(code)).toBeDefined()
    expect(JSON.stringify(server.calls)).not.toContain(code)
    panel().button("Copy").click()
    await flush()
    expect(h.copied).toEqual([code])
    panel().button("I saved it").click()
    await flush()
    expect(panel().hidden()).toBe(true)
    expect(h.events("FRAME_HIDE_PANEL").map((e) => e.payload)).toEqual([{ panel: "recovery-export", outcome: "done" }])
    expect(h.events("FRAME_SESSION_UPDATE").map((e) => e.payload)).toEqual([{ token: expect.any(String), expiresAt: 3_600_000 }])
    // The user per namespace.
    expect((await h.request("APP_GET_USER", { chainId: "eip155:1" })).payload).toMatchObject({ address: user?.wallet?.evmAddress, email: EMAIL, chainId: "eip155:1" })
    expect((await h.request("APP_GET_USER", { chainId: SOLANA_CHAIN })).payload).toMatchObject({ address: user?.wallet?.solanaAddress })
  })

  it("known device: VERIFY_OTP, then the keys come back from D + A (no new wallet, no panel)", async () => {
    const first = await firstLogin()
    const h = startHarness({ server: first.server, store: first.h.store })
    document.body.replaceChildren()
    const { started } = await login(h)
    expect(started.payload).toEqual({ action: "VERIFY_OTP" })
    expect(first.server.calls.filter((c) => c.path === WALLET_API.walletCreate)).toHaveLength(1)
    expect(h.events("FRAME_SHOW_PANEL")).toEqual([])
    // Unlocked: a signature request reaches the approval panel instead of 4100.
    h.post("APP_RPC_REQUEST", { method: "personal_sign", params: ["0x6869", first.server.users.get(EMAIL)?.wallet?.evmAddress ?? ""], chainId: "eip155:1" })
    await flush()
    expect(h.events("FRAME_SHOW_PANEL").map((e) => e.payload)).toMatchObject([{ panel: "approval", method: "personal_sign" }])
  })

  it("new device: VERIFY_DEVICE, polled until the link is clicked, then OTP and recovery-import (wrong code, then the right one)", async () => {
    const first = await firstLogin()
    document.body.replaceChildren()
    const store = memoryStore("device-2")
    const h = startHarness({ server: first.server, store })
    expect((await h.request("APP_CONNECT_EMAIL", { email: EMAIL })).payload).toEqual({ action: "VERIFY_DEVICE" })
    const device = h.post("APP_CONNECT_DEVICE", {})
    await flush()
    await h.clock.advance(DEVICE_POLL_INTERVAL_MS)
    expect(h.repliesTo(device)).toEqual([])
    first.server.approveDevice()
    await h.clock.advance(DEVICE_POLL_INTERVAL_MS)
    expect((await h.reply(device)).type).toBe("FRAME_CONNECT_DEVICE_SUCCESS")
    expect((await h.request("APP_CONNECT_OTP", { otp: GOOD_OTP })).type).toBe("FRAME_CONNECT_OTP_SUCCESS")
    expect(h.events("FRAME_SHOW_PANEL").map((e) => e.payload)).toEqual([{ panel: "recovery-import" }])
    expect(panel().text()).toContain("Enter your recovery code")

    // A typo (checksum), then a code of another wallet, then the right one.
    await enterRecoveryCode("00-00")
    expect(panel().text()).toContain(RECOVERY_MESSAGES.malformed)
    const otherWallet = await h.keys.api.splitPrimary(h.keys.api.createEntropy())
    await enterRecoveryCode(h.keys.api.encodeRecoveryCode(otherWallet.recovery))
    expect(panel().text()).toContain(RECOVERY_MESSAGES.wrongWallet)
    expect(store.shares.size).toBe(0)
    await enterRecoveryCode(first.code)
    expect(panel().hidden()).toBe(true)
    expect(h.events("FRAME_HIDE_PANEL").map((e) => e.payload)).toEqual([{ panel: "recovery-import", outcome: "done" }])
    // Dn kept here, An uploaded for this device; the server holds A and An (two splits), never two of one.
    expect(store.shares.size).toBe(1)
    expect(first.server.users.get(EMAIL)?.deviceShares.has("device-2")).toBe(true)
    const upload = first.server.calls.find((c) => c.path === WALLET_API.deviceShare)
    expect(upload?.body).toMatchObject({ signature: `signed:${WALLET_API.deviceShare}` })

    // Next login on device 2 unlocks with Dn + An.
    document.body.replaceChildren()
    const again = startHarness({ server: first.server, store })
    await login(again)
    expect(again.events("FRAME_SHOW_PANEL")).toEqual([])
    expect((await again.request("APP_IS_CONNECTED", {})).payload).toEqual({ isConnected: true })
  })

  it("APP_CONNECT_DEVICE stops polling when aborted, and gives up within the library's timeout", async () => {
    const first = await firstLogin()
    const h = startHarness({ server: first.server, store: memoryStore("device-3") })
    await h.request("APP_CONNECT_EMAIL", { email: EMAIL })
    const polls = () => first.server.calls.filter((c) => c.path === WALLET_API.deviceStatus).length
    const aborted = h.post("APP_CONNECT_DEVICE", {})
    await flush()
    await h.request("APP_RPC_ABORT", { requestId: aborted })
    expect((await h.reply(aborted)).type).toBe("FRAME_CONNECT_DEVICE_ERROR")
    const afterAbort = polls()
    await h.clock.advance(DEVICE_POLL_INTERVAL_MS * 3)
    expect(polls()).toBe(afterAbort)

    const timed = h.post("APP_CONNECT_DEVICE", {})
    await flush()
    for (let t = 0; t <= FRAME_REQUEST_TIMEOUT_MS; t += DEVICE_POLL_INTERVAL_MS) await h.clock.advance(DEVICE_POLL_INTERVAL_MS)
    expect((await h.reply(timed)).type).toBe("FRAME_CONNECT_DEVICE_ERROR")
  })

  it("a wrong OTP is the server's error; sign-out forgets the keys and says token ''", async () => {
    const first = await firstLogin()
    const h = startHarness({ server: first.server, store: first.h.store })
    await h.request("APP_CONNECT_EMAIL", { email: EMAIL })
    expect(await h.request("APP_CONNECT_OTP", { otp: "000000" })).toMatchObject({ type: "FRAME_CONNECT_OTP_ERROR", payload: { message: "Invalid code" } })
    expect((await h.request("APP_CONNECT_OTP", { otp: GOOD_OTP })).type).toBe("FRAME_CONNECT_OTP_SUCCESS")
    expect((await h.request("APP_SIGN_OUT", {})).type).toBe("FRAME_SIGN_OUT_SUCCESS")
    expect(h.events("FRAME_SESSION_UPDATE").at(-1)?.payload).toEqual({ token: "" })
    expect((await h.request("APP_IS_CONNECTED", {})).payload).toEqual({ isConnected: false })
    expect(await h.request("APP_GET_USER", {})).toMatchObject({ type: "FRAME_GET_USER_ERROR", payload: { code: 4100 } })
  })

  it("email update: primary OTP, then secondary OTP gives the new email", async () => {
    const { h } = await firstLogin()
    expect((await h.request("APP_UPDATE_EMAIL", { email: "new@example.com" })).payload).toEqual({ action: "VERIFY_PRIMARY_OTP" })
    expect((await h.request("APP_UPDATE_EMAIL_PRIMARY_OTP", { otp: GOOD_OTP })).type).toBe("FRAME_UPDATE_EMAIL_PRIMARY_OTP_SUCCESS")
    expect((await h.request("APP_UPDATE_EMAIL_SECONDARY_OTP", { otp: GOOD_OTP })).payload).toEqual({ newEmail: "new@example.com" })
    expect((await h.request("APP_GET_USER", {})).payload).toMatchObject({ email: "new@example.com" })
  })
})
