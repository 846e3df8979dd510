import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  hashMessage,
  http,
  serializeErc6492Signature
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { foundry } from "viem/chains"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Anvil, ANVIL_ACCOUNTS, startAnvil } from "../../../dev/anvil.js"
import { InvalidSiwxVerifyOptions } from "../../../schemas/errors/siwx.js"
import { formatSiwxMessage, SIWX_NONCE_LIFETIME_MS, type SiwxMessage } from "../../../schemas/siwx/index.js"
import { SIWX_CLOCK_SKEW_MS, verifySiwxMessage, type VerifySiwxMessageOptions } from "../../../schemas/siwx/verify/index.js"
import { encodeBase58 } from "../../../schemas/validators/base58.js"
import { compileOwnedAccount } from "./fixtures/compile.js"

const [dev0, dev1] = ANVIL_ACCOUNTS
if (dev0 === undefined || dev1 === undefined) throw new Error("dev accounts missing")
const eoa = privateKeyToAccount(dev0.privateKey)
const owner = privateKeyToAccount(dev1.privateKey)

const NOW = Date.parse("2026-01-01T12:00:00Z")
const fieldsFor = (accountAddress: string, patch: Partial<SiwxMessage> = {}): SiwxMessage => ({
  domain: "app.example:8443",
  accountAddress,
  statement: "Sign in to the example app",
  uri: "https://app.example:8443/",
  chainId: "eip155:31337",
  nonce: "n0nceN0nce",
  issuedAt: "2026-01-01T11:59:00Z",
  expirationTime: "2026-01-01T12:10:00Z",
  notBefore: "2026-01-01T11:59:00Z",
  ...patch
})
const expected = { domain: "app.example:8443", nonce: "n0nceN0nce", chainId: "eip155:31337", now: NOW } as const

const failureOf = async (options: VerifySiwxMessageOptions): Promise<string> => {
  const result = await verifySiwxMessage(options)
  if (result.success) throw new Error("expected a failure")
  const { error } = result
  return error._tag === "SiwxVerificationFailed" ? `${error._tag}:${error.reason}`
    : error._tag === "InvalidSiwxMessage" ? `${error._tag}:${error.field}`
    : error._tag
}

describe("EOA (EIP-191) with the dev accounts", () => {
  it("verifies dev account 0's signature without any RPC", async () => {
    const message = formatSiwxMessage(fieldsFor(eoa.address))
    const signature = await eoa.signMessage({ message })
    const result = await verifySiwxMessage({ message, signature, ...expected })
    expect(result).toEqual({ success: true, data: { fields: { ...fieldsFor(eoa.address), version: "1" }, kind: "eoa" } })
  })

  it("binds domain, scheme, nonce, chain and the time window (clock injected)", async () => {
    const message = formatSiwxMessage(fieldsFor(eoa.address))
    const signature = await eoa.signMessage({ message })
    const base = { message, signature, ...expected }
    expect(await failureOf({ ...base, domain: "evil.example:8443" })).toBe("SiwxVerificationFailed:domain")
    expect(await failureOf({ ...base, scheme: "http" })).toBe("SiwxVerificationFailed:scheme")
    expect((await verifySiwxMessage({ ...base, scheme: "https", domain: "APP.example:8443" })).success).toBe(true)
    expect(await failureOf({ ...base, nonce: "otherNonce1" })).toBe("SiwxVerificationFailed:nonce")
    expect(await failureOf({ ...base, chainId: "eip155:1" })).toBe("SiwxVerificationFailed:chainId")
    // Nonces living 15 minutes, so the age bound does not hide the expiry.
    const late = { ...base, nonceLifetimeMs: 15 * 60_000 }
    expect(await failureOf({ ...late, now: Date.parse("2026-01-01T12:10:00Z") })).toBe("SiwxVerificationFailed:expired")
    expect((await verifySiwxMessage({ ...late, now: Date.parse("2026-01-01T12:09:59.999Z") })).success).toBe(true)
    expect(await failureOf({ ...base, now: new Date("2026-01-01T11:58:59Z") })).toBe("SiwxVerificationFailed:notYetValid")
  })

  it("takes the chain or an allow-list of chains: a message bound to another chain is refused", async () => {
    const message = formatSiwxMessage(fieldsFor(eoa.address, { chainId: "eip155:1" }))
    const signature = await eoa.signMessage({ message })
    const base = { message, signature, ...expected }
    expect(await failureOf({ ...base, chainId: "eip155:31337" })).toBe("SiwxVerificationFailed:chainId")
    expect(await failureOf({ ...base, chainId: ["eip155:31337", "eip155:8453"] })).toBe("SiwxVerificationFailed:chainId")
    expect((await verifySiwxMessage({ ...base, chainId: ["eip155:8453", "eip155:1"] })).success).toBe(true)
    expect((await verifySiwxMessage({ ...base, chainId: "eip155:1" })).success).toBe(true)
  })

  it(`refuses an Issued At in the future (beyond ${SIWX_CLOCK_SKEW_MS} ms of skew) or older than the nonce's lifetime`, async () => {
    const at = async (issuedAt: string, options: Partial<VerifySiwxMessageOptions> = {}) => {
      const { notBefore: _notBefore, ...fields } = fieldsFor(eoa.address, { issuedAt })
      const message = formatSiwxMessage(fields)
      const result = await verifySiwxMessage({ message, signature: await eoa.signMessage({ message }), ...expected, ...options })
      return result.success ? "ok" : result.error._tag === "SiwxVerificationFailed" ? result.error.reason : result.error._tag
    }
    // NOW is 12:00:00; one minute of skew either way, nonces living five minutes by default.
    expect(SIWX_CLOCK_SKEW_MS).toBe(60_000)
    expect(SIWX_NONCE_LIFETIME_MS).toBe(5 * 60_000)
    expect(await at("2026-01-01T12:01:00Z")).toBe("ok")
    expect(await at("2026-01-01T12:01:00.001Z")).toBe("issuedInFuture")
    expect(await at("2026-01-01T12:00:01Z", { clockSkewMs: 0 })).toBe("issuedInFuture")
    expect(await at("2026-01-01T11:54:00Z")).toBe("ok")
    expect(await at("2026-01-01T11:53:59.999Z")).toBe("issuedTooLongAgo")
    expect(await at("2026-01-01T11:57:59.999Z", { nonceLifetimeMs: 60_000 })).toBe("issuedTooLongAgo")
    expect(await at("2026-01-01T11:58:00Z", { nonceLifetimeMs: 60_000 })).toBe("ok")
  })

  it("rejects with InvalidSiwxVerifyOptions (not a TypeError) when a required option is missing or malformed", async () => {
    const message = formatSiwxMessage(fieldsFor(eoa.address))
    const signature = await eoa.signMessage({ message })
    const { chainId: _chainId, ...withoutChain } = { message, signature, ...expected }
    // A host server in plain JavaScript: the type forbids these calls, the verifier must still say what is wrong.
    // @ts-expect-error chainId is required
    await expect(verifySiwxMessage(withoutChain)).rejects.toMatchObject({
      _tag: "InvalidSiwxVerifyOptions",
      option: "chainId",
      message: 'verifySiwxMessage: option "chainId" is required'
    })
    const { domain: _domain, ...withoutDomain } = { message, signature, ...expected }
    // @ts-expect-error domain is required
    await expect(verifySiwxMessage(withoutDomain)).rejects.toMatchObject({ _tag: "InvalidSiwxVerifyOptions", option: "domain" })
    await expect(verifySiwxMessage({ message, signature, ...expected, chainId: [] })).rejects.toMatchObject({
      option: "chainId",
      message: 'verifySiwxMessage: option "chainId" must be a CAIP-2 network id such as eip155:1, or a non-empty list of them'
    })
    await expect(verifySiwxMessage({ message, signature, ...expected, chainId: "mainnet" })).rejects.toMatchObject({ option: "chainId" })
    await expect(verifySiwxMessage({ message, signature, ...expected, nonce: "" })).rejects.toMatchObject({ option: "nonce" })
    // @ts-expect-error no options at all
    await expect(verifySiwxMessage(undefined)).rejects.toBeInstanceOf(InvalidSiwxVerifyOptions)
  })

  it("refuses another account's signature, a tampered message, a malformed one", async () => {
    const message = formatSiwxMessage(fieldsFor(eoa.address))
    const byOther = await owner.signMessage({ message })
    // Without RPC a mismatch could still be a smart account: the SPEC's hedge.
    const unsupported = await verifySiwxMessage({ message, signature: byOther, ...expected })
    expect(unsupported.success === false && unsupported.error.message).toBe("This application might not support Smart Accounts")
    const signature = await eoa.signMessage({ message })
    const tampered = message.replace("Sign in to", "Sign in at")
    expect(await failureOf({ message: tampered, signature, ...expected })).toBe("SmartAccountsUnsupported")
    expect(await failureOf({ message: message.replace("Version: 1", "Version: 2"), signature, ...expected }))
      .toBe("InvalidSiwxMessage:version")
    expect(await failureOf({ message, signature: "not hex", ...expected })).toBe("SiwxVerificationFailed:signatureEncoding")
  })
})

describe("smart accounts on a local anvil (EIP-1271, EIP-6492)", () => {
  let anvil: Anvil
  let accountAddress: `0x${string}`
  let counterfactual: `0x${string}`
  let factoryAddress: `0x${string}`
  let deployData: `0x${string}`
  let rpcUrls: Record<string, string>

  const FACTORY_ABI = [{
    type: "function",
    name: "deploy",
    stateMutability: "nonpayable",
    inputs: [{ name: "owner", type: "address" }, { name: "salt", type: "bytes32" }],
    outputs: [{ name: "", type: "address" }]
  }] as const
  const CONSTRUCTOR_ABI = [{ type: "constructor", stateMutability: "nonpayable", inputs: [{ name: "owner_", type: "address" }] }] as const
  const SALT = `0x${"11".repeat(32)}` as const

  beforeAll(async () => {
    anvil = await startAnvil()
    rpcUrls = { "eip155:31337": anvil.rpcUrl }
    const { account, factory } = await compileOwnedAccount()
    const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
    const wallet = createWalletClient({ account: eoa, chain, transport: http(anvil.rpcUrl) })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 50 })
    const deployed = await client.waitForTransactionReceipt({
      hash: await wallet.deployContract({ abi: CONSTRUCTOR_ABI, bytecode: account, args: [owner.address] })
    })
    const factoryReceipt = await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi: [], bytecode: factory }) })
    if (deployed.contractAddress == null || factoryReceipt.contractAddress == null) throw new Error("deploy failed")
    accountAddress = deployed.contractAddress
    factoryAddress = factoryReceipt.contractAddress
    counterfactual = getContractAddress({
      opcode: "CREATE2",
      from: factoryAddress,
      salt: SALT,
      bytecode: concat([account, encodeAbiParameters([{ type: "address" }], [owner.address])])
    })
    deployData = encodeFunctionData({ abi: FACTORY_ABI, functionName: "deploy", args: [owner.address, SALT] })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  })

  it("asks the chain the server expects only: a smart-account message claiming another chain makes no eth_call", async () => {
    const message = formatSiwxMessage(fieldsFor(accountAddress, { chainId: "eip155:1" }))
    const signature = await owner.sign({ hash: hashMessage(message) })
    const calls: Array<string> = []
    const call = async (_request: unknown, chainId: string) => {
      calls.push(chainId)
      return "0x1626ba7e" as const
    }
    expect(await failureOf({ message, signature, ...expected, call })).toBe("SiwxVerificationFailed:chainId")
    expect(calls).toEqual([])
  })

  it("verifies a deployed EIP-1271 account through rpcUrls (fetch eth_call) and through a viem call", async () => {
    const message = formatSiwxMessage(fieldsFor(accountAddress))
    const signature = await owner.sign({ hash: hashMessage(message) })
    const viaUrl = await verifySiwxMessage({ message, signature, ...expected, rpcUrls })
    expect(viaUrl.success && viaUrl.data.kind).toBe("erc1271")
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const viaCall = await verifySiwxMessage({
      message,
      signature,
      ...expected,
      call: async (request) => (await client.call(request)).data ?? "0x"
    })
    expect(viaCall.success && viaCall.data.kind).toBe("erc1271")
  })

  it("refuses a signature the account's owner did not make, and says so for an EOA too", async () => {
    const message = formatSiwxMessage(fieldsFor(accountAddress))
    const signature = await eoa.sign({ hash: hashMessage(message) })
    expect(await failureOf({ message, signature, ...expected, rpcUrls })).toBe("SiwxVerificationFailed:signature")
    const eoaMessage = formatSiwxMessage(fieldsFor(eoa.address))
    const byOther = await owner.signMessage({ message: eoaMessage })
    expect(await failureOf({ message: eoaMessage, signature: byOther, ...expected, rpcUrls })).toBe("SiwxVerificationFailed:signature")
  })

  it("verifies an EIP-6492 signature of an account not deployed yet (deployless), and leaves it undeployed", async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getCode({ address: counterfactual })).toBeUndefined()
    const message = formatSiwxMessage(fieldsFor(counterfactual))
    const inner = await owner.sign({ hash: hashMessage(message) })
    const signature = serializeErc6492Signature({ address: factoryAddress, data: deployData, signature: inner })
    const result = await verifySiwxMessage({ message, signature, ...expected, rpcUrls })
    expect(result.success && result.data.kind).toBe("erc6492")
    const forged = serializeErc6492Signature({
      address: factoryAddress,
      data: deployData,
      signature: await eoa.sign({ hash: hashMessage(message) })
    })
    expect(await failureOf({ message, signature: forged, ...expected, rpcUrls })).toBe("SiwxVerificationFailed:signature")
    expect(await client.getCode({ address: counterfactual })).toBeUndefined()
  })

  it("answers 'This application might not support Smart Accounts' when it cannot ask the chain", async () => {
    const message = formatSiwxMessage(fieldsFor(accountAddress))
    const signature = await owner.sign({ hash: hashMessage(message) })
    expect(await failureOf({ message, signature, ...expected })).toBe("SmartAccountsUnsupported")
    expect(await failureOf({ message, signature, ...expected, rpcUrls: { "eip155:31337": "http://127.0.0.1:9/" } }))
      .toBe("SmartAccountsUnsupported")
    expect(await failureOf({ message, signature, ...expected, rpcUrls: { "eip155:1": anvil.rpcUrl } })).toBe("SmartAccountsUnsupported")
  })
})

describe("Solana (ed25519, CAIP-122)", () => {
  const keyPair = async () => {
    const keys = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])
    const address = encodeBase58(new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey)))
    const sign = async (text: string) => new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, keys.privateKey, new TextEncoder().encode(text)))
    return { address, sign }
  }
  const SOLANA_MAINNET = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
  const solanaFields = (accountAddress: string): SiwxMessage =>
    fieldsFor(accountAddress, { chainId: SOLANA_MAINNET, statement: "Sign in with Solana" })
  const solanaExpected = { ...expected, chainId: SOLANA_MAINNET }

  it("verifies an ed25519 signature given as bytes, base58 or hex", async () => {
    const { address, sign } = await keyPair()
    const message = formatSiwxMessage(solanaFields(address))
    const bytes = await sign(message)
    const hex = `0x${Buffer.from(bytes).toString("hex")}`
    for (const signature of [bytes, encodeBase58(bytes), hex]) {
      const result = await verifySiwxMessage({ message, signature, ...solanaExpected })
      expect(result.success && result.data.kind).toBe("ed25519")
    }
  })

  it("refuses another key's signature, a tampered message and a short signature", async () => {
    const alice = await keyPair()
    const mallory = await keyPair()
    const message = formatSiwxMessage(solanaFields(alice.address))
    expect(await failureOf({ message, signature: await mallory.sign(message), ...solanaExpected })).toBe("SiwxVerificationFailed:signature")
    const signature = await alice.sign(message)
    const tampered = message.replace("Sign in with Solana", "Sign in with Solana!")
    expect(await failureOf({ message: tampered, signature, ...solanaExpected })).toBe("SiwxVerificationFailed:signature")
    expect(await failureOf({ message, signature: signature.slice(0, 63), ...solanaExpected })).toBe("SiwxVerificationFailed:signatureEncoding")
  })
})
