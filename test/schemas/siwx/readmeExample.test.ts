/**
 * The README's sign-in server example (`<!-- example: siwx server -->`), read from README.md and run as it
 * stands with `walletport/siwx/server` pointed at this repo's entry: a nonce, then a real dev-account
 * signature accepted and a forged one refused.
 */
import { rm, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { privateKeyToAccount } from "viem/accounts"
import { afterEach, expect, it, vi } from "vitest"
import { ANVIL_ACCOUNTS } from "../../../dev/accounts.js"
import { formatSiwxMessage } from "../../../schemas/siwx/index.js"
import { readmeExample } from "../../package/readme.mjs"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..")

interface Example {
  readonly getNonce: () => Response
  readonly verify: (request: Request) => Promise<Response>
}

const isExample = (value: unknown): value is Example =>
  typeof value === "object" && value !== null &&
  typeof Reflect.get(value, "getNonce") === "function" && typeof Reflect.get(value, "verify") === "function"

afterEach(() => {
  vi.unstubAllGlobals()
})

it("the README's server example issues a nonce, accepts a real signature and refuses a forged one", async () => {
  const example = await readmeExample(join(ROOT, "README.md"), "siwx server")
  const local = example.replace('from "walletport/siwx/server"', `from ${JSON.stringify(join(ROOT, "runtime/entries/siwxServer.ts"))}`)
  expect(local).not.toBe(example)
  const file = join(dirname(fileURLToPath(import.meta.url)), `.readme-siwx-${process.pid}.ts`)
  await writeFile(file, local)
  let module: unknown
  try {
    module = await import(/* @vite-ignore */ pathToFileURL(file).href)
  } finally {
    await rm(file, { force: true })
  }
  if (!isExample(module)) throw new Error("the example exports getNonce and verify")
  const account = privateKeyToAccount(ANVIL_ACCOUNTS[0]?.privateKey ?? "0x")
  const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]?.privateKey ?? "0x")
  const attempt = async (signer: typeof account) => {
    const { nonce } = (await module.getNonce().json()) as { nonce: string }
    const message = formatSiwxMessage({
      domain: "app.example.com",
      accountAddress: account.address,
      uri: "https://app.example.com/",
      chainId: "eip155:1",
      nonce,
      issuedAt: new Date().toISOString()
    })
    const body = JSON.stringify({ message, signature: await signer.signMessage({ message }), nonce })
    return module.verify(new Request("https://app.example.com/verify", { method: "POST", body }))
  }
  const ok = await attempt(account)
  expect(ok.status).toBe(200)
  expect(await ok.json()).toEqual({ accountAddress: account.address, chainId: "eip155:1", kind: "eoa" })
  // A nonce the server did not issue: the refusal body serverSiwx reads back as the verifier's reason.
  const unknown = await module.verify(
    new Request("https://app.example.com/verify", { method: "POST", body: JSON.stringify({ message: "m", signature: "0x", nonce: "n0tIssued1" }) })
  )
  expect(unknown.status).toBe(401)
  expect(await unknown.json()).toEqual({
    error: "Sign-in verification failed: the nonce is not the one issued",
    tag: "SiwxVerificationFailed",
    reason: "nonce"
  })
  // A forged EOA signature is asked of the chain as a smart account (EIP-1271): offline, that call fails.
  const rpc = vi.fn(async (_url: unknown): Promise<Response> => {
    throw new TypeError("fetch failed")
  })
  vi.stubGlobal("fetch", rpc)
  const forged = await attempt(other)
  expect(forged.status).toBe(401)
  expect(await forged.json()).toEqual({ error: "This application might not support Smart Accounts", tag: "SmartAccountsUnsupported" })
  expect(rpc.mock.calls.map(([url]) => String(url))).toEqual(["https://ethereum-rpc.example"])
}, 30_000)
