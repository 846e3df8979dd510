// The sign-in built-ins' loading (runtime/siwx/builtins.ts): a host's `serverSiwx({ url })` / `localSiwx()`
// returns at once and loads its code on the first call; the calls then run the one config that load made. The
// built-ins' behaviour itself is tested through the same descriptors in test/schemas/siwx/builtins.test.ts.
import { describe, expect, it } from "vitest"
import type { SiwxConfig, SiwxSession } from "../../schemas/siwx/config.js"
import { lazySiwx } from "../../runtime/siwx/builtins.js"

/** A config that remembers what it was given (state that must survive from one call to the next). */
const recordingConfig = (): SiwxConfig & { readonly sessions: Array<SiwxSession> } => {
  const sessions: Array<SiwxSession> = []
  return {
    sessions,
    createMessage: async (input) => ({ ...input, domain: "example.com", uri: "https://example.com/", nonce: `n${sessions.length}`, issuedAt: "2026-01-01T00:00:00.000Z" }),
    addSession: async (session) => void sessions.push(session),
    getSessions: async (chainId, accountAddress) => sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === accountAddress),
    revokeSession: async () => void sessions.splice(0)
  }
}

const session = (chainId: string): SiwxSession => ({
  data: { domain: "example.com", accountAddress: "0xabc", uri: "https://example.com/", version: "1", chainId, nonce: "n0", issuedAt: "2026-01-01T00:00:00.000Z" },
  message: "m",
  signature: "0x01"
})

describe("lazySiwx", () => {
  it("loads nothing when made, and answers required / sign out on disconnect from the options alone", () => {
    let loads = 0
    const siwx = lazySiwx("the test sign-in", async () => (loads += 1, recordingConfig()), { required: true, signOutOnDisconnect: false })
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
    expect(lazySiwx("x", async () => recordingConfig(), {}).getRequired?.()).toBe(false)
    expect(lazySiwx("x", async () => recordingConfig(), {}).signOutOnDisconnect).toBe(true)
    expect(loads).toBe(0)
  })

  it("loads once on the first calls, even concurrent ones, and keeps that config's state for the next calls", async () => {
    let loads = 0
    const siwx = lazySiwx("the test sign-in", async () => (loads += 1, recordingConfig()), {})
    const [message] = await Promise.all([
      siwx.createMessage({ accountAddress: "0xabc", chainId: "eip155:1" }),
      siwx.getSessions("eip155:1", "0xabc")
    ])
    expect(message).toMatchObject({ accountAddress: "0xabc", chainId: "eip155:1", nonce: "n0" })
    await siwx.addSession(session("eip155:1"))
    expect(await siwx.getSessions("eip155:1", "0xabc")).toHaveLength(1)
    expect(await siwx.getSessions("eip155:10", "0xabc")).toHaveLength(0)
    await siwx.revokeSession("eip155:1", "0xabc")
    expect(await siwx.getSessions("eip155:1", "0xabc")).toHaveLength(0)
    expect(loads).toBe(1)
  })

  it("rejects a call whose load fails with ChunkLoadFailed naming the part, and loads again on the next call", async () => {
    let loads = 0
    const siwx = lazySiwx("the test sign-in", async () => {
      loads += 1
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module")
      return recordingConfig()
    }, {})
    await expect(siwx.getSessions("eip155:1", "0xabc")).rejects.toMatchObject({
      _tag: "ChunkLoadFailed",
      module: "the test sign-in",
      cause: expect.objectContaining({ message: "Failed to fetch dynamically imported module" })
    })
    expect(await siwx.getSessions("eip155:1", "0xabc")).toEqual([])
    expect(loads).toBe(2)
  })

  it("passes the loaded config's own rejections on unchanged, without loading again", async () => {
    let loads = 0
    const refusal = new Error("refused by the verifier")
    const siwx = lazySiwx("the test sign-in", async () => (loads += 1, { ...recordingConfig(), addSession: () => Promise.reject(refusal) }), {})
    await expect(siwx.addSession(session("eip155:1"))).rejects.toBe(refusal)
    await expect(siwx.addSession(session("eip155:1"))).rejects.toBe(refusal)
    expect(loads).toBe(1)
  })
})
