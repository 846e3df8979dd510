import { privateKeyToAccount } from "viem/accounts"
import { afterEach, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type AuthServer, SESSION_COOKIE, startAuthServer } from "../../dev/auth-server/server.js"
import { formatSiwxMessage, type SiwxMessage } from "../../schemas/siwx/index.js"
import { encodeBase58 } from "../../schemas/validators/base58.js"

const PAGE = "http://127.0.0.1:5173"
/** The chains the auth server accepts sessions on (the devnet and the Solana chain these tests sign for). */
const CHAINS = ["eip155:31337", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"]
const dev0 = ANVIL_ACCOUNTS[0]
if (dev0 === undefined) throw new Error("no dev account")
const account = privateKeyToAccount(dev0.privateKey)

let server: AuthServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

/** A browser-like client: sends the page's Origin and keeps the cookie jar of one cookie. */
const client = (base: string, origin = PAGE) => {
  let cookie: string | undefined
  const request = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(new URL(path, base), {
      method: init.method ?? "GET",
      headers: {
        origin,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie === undefined ? {} : { cookie })
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
    const setCookie = response.headers.get("set-cookie")
    if (setCookie !== null) cookie = setCookie.split(";")[0]
    return response
  }
  return { request, cookie: () => cookie }
}

const messageFor = (nonce: string, patch: Partial<SiwxMessage> = {}) =>
  formatSiwxMessage({
    scheme: "http",
    domain: "127.0.0.1:5173",
    accountAddress: account.address,
    uri: `${PAGE}/`,
    chainId: "eip155:31337",
    nonce,
    issuedAt: new Date().toISOString(),
    ...patch
  })

const nonceOf = async (browser: ReturnType<typeof client>): Promise<string> => {
  const body: unknown = await (await browser.request("nonce")).json()
  if (typeof body !== "object" || body === null || !("nonce" in body) || typeof body.nonce !== "string") throw new Error("no nonce")
  return body.nonce
}

describe("dev auth server", () => {
  it("nonce → verify sets an HTTP-only cookie → sessions → sign out clears it", async () => {
    server = await startAuthServer({ chains: CHAINS })
    const browser = client(server.url)
    const message = messageFor(await nonceOf(browser))
    const verified = await browser.request("verify", { method: "POST", body: { message, signature: await account.signMessage({ message }) } })
    expect(verified.status).toBe(200)
    expect(verified.headers.get("access-control-allow-origin")).toBe(PAGE)
    expect(verified.headers.get("access-control-allow-credentials")).toBe("true")
    expect(verified.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; HttpOnly; SameSite=Lax; Path=/`))
    const listed: unknown = await (await browser.request("sessions")).json()
    expect(listed).toMatchObject({ sessions: [{ accountAddress: account.address, chainId: "eip155:31337", message }] })
    const signedOut = await browser.request("signout", { method: "POST", body: {} })
    expect(signedOut.status).toBe(204)
    expect(signedOut.headers.get("set-cookie")).toContain("Max-Age=0")
    expect(await (await browser.request("sessions")).json()).toEqual({ sessions: [] })
  })

  it("spends a nonce once, refuses an unknown one, another page's domain and a bad signature", async () => {
    server = await startAuthServer({ chains: CHAINS })
    const browser = client(server.url)
    const nonce = await nonceOf(browser)
    const message = messageFor(nonce)
    const signature = await account.signMessage({ message })
    expect((await browser.request("verify", { method: "POST", body: { message, signature } })).status).toBe(200)
    const replay = await browser.request("verify", { method: "POST", body: { message, signature } })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({
      error: "Sign-in verification failed: the nonce is not the one issued",
      tag: "SiwxVerificationFailed",
      reason: "nonce"
    })

    // Only the chains the server was started for: a message bound to another is refused before any RPC.
    const mainnet = messageFor(await nonceOf(browser), { chainId: "eip155:1" })
    const otherChain = await browser.request("verify", { method: "POST", body: { message: mainnet, signature: await account.signMessage({ message: mainnet }) } })
    expect(otherChain.status).toBe(401)
    expect(await otherChain.json()).toMatchObject({ tag: "SiwxVerificationFailed", reason: "chainId" })

    const elsewhere = messageFor(await nonceOf(browser), { domain: "evil.example" })
    const phished = await browser.request("verify", { method: "POST", body: { message: elsewhere, signature: await account.signMessage({ message: elsewhere }) } })
    expect(await phished.json()).toMatchObject({ tag: "SiwxVerificationFailed", error: "Sign-in verification failed: the message was made for another domain" })

    const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]?.privateKey ?? "0x")
    const forged = messageFor(await nonceOf(browser))
    const wrong = await browser.request("verify", { method: "POST", body: { message: forged, signature: await other.signMessage({ message: forged }) } })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: "This application might not support Smart Accounts", tag: "SmartAccountsUnsupported" })

    const foreign = client(server.url, "https://evil.example")
    const refused = await foreign.request("verify", { method: "POST", body: { message, signature } })
    expect(refused.status).toBe(403)
    expect(refused.headers.get("access-control-allow-origin")).toBeNull()
  })

  it("keeps an EVM and a Solana session under one cookie, signs one out, and drops expired ones", async () => {
    let clock = Date.parse("2026-01-01T00:00:00Z")
    server = await startAuthServer({ chains: CHAINS, now: () => clock })
    const browser = client(server.url)
    const evm = messageFor(await nonceOf(browser), { issuedAt: "2026-01-01T00:00:00Z", expirationTime: "2026-01-01T01:00:00Z" })
    await browser.request("verify", { method: "POST", body: { message: evm, signature: await account.signMessage({ message: evm }) } })

    const keys = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])
    const solanaAddress = encodeBase58(new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey)))
    const solana = formatSiwxMessage({
      domain: "127.0.0.1:5173",
      accountAddress: solanaAddress,
      uri: `${PAGE}/`,
      chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      nonce: await nonceOf(browser),
      issuedAt: "2026-01-01T00:00:00Z"
    })
    // A Solana message carries no scheme (CAIP-122): the server must accept it from an http page too.
    const signature = encodeBase58(new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, keys.privateKey, new TextEncoder().encode(solana))))
    const solanaVerified = await browser.request("verify", { method: "POST", body: { message: solana, signature } })
    expect(await solanaVerified.json()).toMatchObject({ session: { accountAddress: solanaAddress } })
    expect(((await (await browser.request("sessions")).json()) as { sessions: Array<unknown> }).sessions).toHaveLength(2)

    await browser.request("signout", { method: "POST", body: { chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", accountAddress: solanaAddress } })
    expect(await (await browser.request("sessions")).json()).toMatchObject({ sessions: [{ chainId: "eip155:31337" }] })
    clock = Date.parse("2026-01-01T01:00:00Z")
    expect(await (await browser.request("sessions")).json()).toEqual({ sessions: [] })
  })
})
