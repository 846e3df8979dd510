// The built-in `siwx` implementations, as the host's `walletport/siwx` hands them out (their code loaded on first
// use): localSiwx (sessions on this device, verified before kept) and serverSiwx against the real dev auth
// server, with real signatures of a dev account.
import { privateKeyToAccount } from "viem/accounts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ANVIL_ACCOUNTS } from "../../../dev/accounts.js"
import { type AuthServer, startAuthServer } from "../../../dev/auth-server/server.js"
import { localSiwx, LOCAL_SIWX_KEY, serverSiwx, type SiwxKeyValueStorage } from "../../../runtime/entries/siwx.js"
import { SmartAccountsUnsupported } from "../../../schemas/errors/siwx.js"
import { formatSiwxMessage } from "../../../schemas/siwx/format.js"

const PAGE = "http://127.0.0.1:5173"
/** The chain the auth server accepts sessions on. */
const CHAINS = ["eip155:31337"]
const account = privateKeyToAccount(ANVIL_ACCOUNTS[0]?.privateKey ?? "0x")
const input = { accountAddress: account.address, chainId: "eip155:31337" }

const memoryStorage = (): SiwxKeyValueStorage & { readonly data: Map<string, string> } => {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key)
  }
}

beforeEach(() => {
  vi.stubGlobal("location", new URL(`${PAGE}/app`))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe("localSiwx", () => {
  it("writes the page's message (http scheme, host, origin URI, a day of validity), verifies and keeps the session", async () => {
    const storage = memoryStorage()
    let now = Date.parse("2026-01-01T00:00:00Z")
    const siwx = localSiwx({ storage, statement: "Hello", now: () => now })
    const fields = await siwx.createMessage(input)
    expect(fields).toMatchObject({
      scheme: "http",
      domain: "127.0.0.1:5173",
      uri: `${PAGE}/`,
      statement: "Hello",
      issuedAt: "2026-01-01T00:00:00.000Z",
      expirationTime: "2026-01-02T00:00:00.000Z"
    })
    const message = formatSiwxMessage(fields)
    await siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await account.signMessage({ message }) })
    expect(await siwx.getSessions("eip155:31337", account.address)).toHaveLength(1)
    expect(await siwx.getSessions("eip155:1", account.address)).toHaveLength(0)
    expect(JSON.parse(storage.data.get(LOCAL_SIWX_KEY) ?? "[]")).toHaveLength(1)
    now = Date.parse("2026-01-02T00:00:00Z")
    expect(await siwx.getSessions("eip155:31337", account.address)).toHaveLength(0)
  })

  it("refuses a nonce it did not issue, a replay and a forged signature; revokes", async () => {
    const storage = memoryStorage()
    const siwx = localSiwx({ storage })
    const fields = await siwx.createMessage(input)
    const message = formatSiwxMessage(fields)
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]?.privateKey ?? "0x")
    await expect(siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await other.signMessage({ message }) }))
      .rejects.toMatchObject({ _tag: "SmartAccountsUnsupported" })
    // The nonce was spent by the failed attempt: the verifier's reason, so the modal shows it.
    await expect(siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await account.signMessage({ message }) }))
      .rejects.toMatchObject({ _tag: "SiwxVerificationFailed", reason: "nonce" })
    const fresh = await siwx.createMessage(input)
    const text = formatSiwxMessage(fresh)
    await siwx.addSession({ data: { ...fresh, version: "1" }, message: text, signature: await account.signMessage({ message: text }) })
    await siwx.revokeSession("eip155:31337", account.address)
    expect(await siwx.getSessions("eip155:31337", account.address)).toEqual([])
  })

  it("binds the session to the chain its nonce was issued for", async () => {
    const siwx = localSiwx({ storage: memoryStorage() })
    const fields = await siwx.createMessage(input)
    const message = formatSiwxMessage({ ...fields, chainId: "eip155:1" })
    await expect(siwx.addSession({ data: { ...fields, chainId: "eip155:1", version: "1" }, message, signature: await account.signMessage({ message }) }))
      .rejects.toMatchObject({ _tag: "SiwxVerificationFailed", reason: "chainId" })
  })

  it("ignores corrupt storage instead of failing", async () => {
    const storage = memoryStorage()
    storage.setItem(LOCAL_SIWX_KEY, "{not json")
    expect(await localSiwx({ storage }).getSessions("eip155:31337", account.address)).toEqual([])
    storage.setItem(LOCAL_SIWX_KEY, JSON.stringify([{ message: "garbage", signature: "0x" }, 7]))
    expect(await localSiwx({ storage }).getSessions("eip155:31337", account.address)).toEqual([])
  })
})

describe("serverSiwx against the dev auth server", () => {
  let server: AuthServer | undefined
  afterEach(async () => {
    await server?.stop()
  })

  /** A browser-like fetch: the page's Origin and a one-cookie jar. */
  const browserFetch = (): typeof fetch => {
    let cookie: string | undefined
    return async (url, init) => {
      const headers = new Headers(init?.headers)
      headers.set("origin", PAGE)
      if (cookie !== undefined) headers.set("cookie", cookie)
      const response = await fetch(url, { ...init, headers })
      const set = response.headers.get("set-cookie")
      if (set !== null) cookie = set.split(";")[0]
      return response
    }
  }

  it("nonce from the server, verify sets the session, sessions lists it, revoke signs out", async () => {
    server = await startAuthServer({ chains: CHAINS })
    const siwx = serverSiwx({ url: server.url, fetch: browserFetch(), required: true })
    expect(siwx.getRequired?.()).toBe(true)
    const fields = await siwx.createMessage(input)
    const message = formatSiwxMessage(fields)
    await siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await account.signMessage({ message }) })
    const sessions = await siwx.getSessions("eip155:31337", account.address)
    expect(sessions.map((s) => s.message)).toEqual([message])
    await siwx.revokeSession("eip155:31337", account.address)
    expect(await siwx.getSessions("eip155:31337", account.address)).toEqual([])
  })

  it("rejects with the server's reason when verification fails", async () => {
    server = await startAuthServer({ chains: CHAINS })
    const siwx = serverSiwx({ url: server.url, fetch: browserFetch() })
    const fields = await siwx.createMessage(input)
    const message = formatSiwxMessage(fields)
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]?.privateKey ?? "0x")
    const refused = siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await other.signMessage({ message }) })
    await expect(refused).rejects.toBeInstanceOf(SmartAccountsUnsupported)
    await expect(refused).rejects.toThrow("This application might not support Smart Accounts")
    // A replay: the server's reason (the nonce), as its own class.
    await expect(siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await account.signMessage({ message }) }))
      .rejects.toMatchObject({ _tag: "SiwxVerificationFailed", reason: "nonce" })
  })

  it("a failing endpoint (HTTP 500, an HTML error page) is a plain failure, not a refusal", async () => {
    const failing: typeof fetch = async (url) =>
      String(url).endsWith("/nonce")
        ? Response.json({ nonce: "abcdefgh12" })
        : new Response("<h1>Internal Server Error</h1>", { status: 500 })
    const siwx = serverSiwx({ url: "http://127.0.0.1:9/", fetch: failing })
    const fields = await siwx.createMessage(input)
    const message = formatSiwxMessage(fields)
    const failed = siwx.addSession({ data: { ...fields, version: "1" }, message, signature: await account.signMessage({ message }) })
    await expect(failed).rejects.toThrow("verify: HTTP 500")
    await expect(failed).rejects.not.toHaveProperty("_tag")
  })
})
