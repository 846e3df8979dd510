// @vitest-environment happy-dom
/**
 * The demo wallet given its key's address (dev/wallet/provider.ts): it answers with that address before its key
 * is ever turned into an account (each demo page load skips a secp256k1 multiplication), signs with the key once
 * asked, and refuses to sign when the address given is not the key's (a fixture mistake, not a silent mismatch).
 */
import { recoverMessageAddress } from "viem"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { DemoWalletProvider } from "../../dev/wallet/provider.js"
import { WalletPrompt } from "../../dev/wallet/prompt.js"

const [first, second] = ANVIL_ACCOUNTS
if (first === undefined || second === undefined) throw new Error("fixtures: anvil accounts")

const wallet = (address: `0x${string}`) =>
  new DemoWalletProvider({
    rpcUrl: "http://127.0.0.1:1",
    chainId: 31337,
    privateKey: first.privateKey,
    address,
    prompt: new WalletPrompt({ icon: "", mode: "approve", document }),
    storage: null,
    origin: "http://127.0.0.1"
  })

describe("demo wallet with its key's address", () => {
  it("answers with the address and signs with the key", async () => {
    const provider = wallet(first.address)
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([first.address])
    const signature = await provider.request({ method: "personal_sign", params: ["0x68656c6c6f", first.address] })
    if (typeof signature !== "string" || !signature.startsWith("0x")) throw new Error("no signature")
    expect(await recoverMessageAddress({ message: "hello", signature: `0x${signature.slice(2)}` })).toBe(first.address)
  })

  it("refuses to sign when the address given is not the key's", async () => {
    const provider = wallet(second.address)
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([second.address])
    await expect(provider.request({ method: "personal_sign", params: ["0x68656c6c6f", second.address] })).rejects.toThrow(
      `the key's address is ${first.address}, not ${second.address}`
    )
  })
})
