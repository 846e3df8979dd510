// @vitest-environment happy-dom
/**
 * The EVM adapter's transfers against a real anvil (issue 10, 20): the native coin and the host's ERC-20 read
 * through the live ChainRpc, a plan pinning gas and fees but no nonce (the wallet's own), eth_sendTransaction
 * through the demo wallet's EIP-1193 provider (which picks its own nonce, as real wallets do), the receipt,
 * balances moved on the chain; a rejection sends nothing. Outcomes other than a receipt, each really happening on
 * the node: a transaction repriced, cancelled or replaced in the wallet (its nonce mined under another hash), and
 * one the node dropped.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { createPublicClient, http, toHex } from "viem"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { ANVIL_ACCOUNT_0_PRIVATE_KEY, ANVIL_ACCOUNTS, type Anvil, startAnvil } from "../../dev/anvil.js"
import { devRpc } from "../../dev/jsonRpc.js"
import { DemoWalletProvider } from "../../dev/wallet/provider.js"
import { WalletPrompt } from "../../dev/wallet/prompt.js"
import { makeChainRpcWith } from "../../layers/live/ChainRpc.js"
import { makeEvmTransfers } from "../../layers/live/evm/transfers.js"
import { anvil as anvilNetwork } from "../../schemas/networks/evm.js"
import { decodeConfig } from "../../schemas/options.js"
import type { SendToken, TransferPlan } from "../../schemas/send.js"
import type { TransferCapability } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import type { Eip1193Provider } from "../../schemas/eip1193.js"
import { deployTestToken, testTokenBalance } from "../fixtures/testToken.js"

const OWN = ANVIL_ACCOUNTS[0]?.address ?? "0x"
const TO = ANVIL_ACCOUNTS[5]?.address ?? "0x"
let chain: Anvil | undefined
let token: `0x${string}` = "0x"
let transfers: TransferCapability | undefined
/** A second face of the same account that honours the nonce it is given: the wallet's speed-up and cancel. */
let replacer: DemoWalletProvider | undefined
const prompt = new WalletPrompt({ icon: "", mode: "approve", document })

beforeAll(async () => {
  chain = await startAnvil()
  token = await deployTestToken({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployerKey: ANVIL_ACCOUNT_0_PRIVATE_KEY,
    name: "Walletport Test Dollar",
    symbol: "WTD",
    decimals: 6,
    supply: 1_000_000_000n
  })
  const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [anvilNetwork], rpcUrls: { [anvilNetwork.caipNetworkId]: [chain.rpcUrl] } }))
  const rpc = Effect.runSync(Effect.provideService(makeChainRpcWith((input, init) => fetch(input, init), { pollingIntervalMs: 50 }), Config, config))
  const provider = new DemoWalletProvider({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    privateKey: ANVIL_ACCOUNT_0_PRIVATE_KEY,
    prompt,
    storage: null,
    origin: "http://127.0.0.1"
  })
  await provider.request({ method: "eth_requestAccounts" })
  transfers = makeEvmTransfers({
    rpc,
    hostToken: () => ({ address: token }),
    provider: () => Effect.succeed(eip1193(provider)),
    outcomeOptions: { droppedAfter: "300 millis" }
  })
  replacer = new DemoWalletProvider({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    privateKey: ANVIL_ACCOUNT_0_PRIVATE_KEY,
    prompt,
    storage: null,
    storageKey: "replacer",
    origin: "http://127.0.0.1",
    nonce: "dapp"
  })
  await replacer.request({ method: "eth_requestAccounts" })
}, 60_000)
/** The demo provider as the EIP-1193 shape the adapter expects (our calls pass array params). */
const eip1193 = (provider: DemoWalletProvider): Eip1193Provider => ({
  request: ({ method, params }) => provider.request(Array.isArray(params) ? { method, params } : { method })
})

afterAll(async () => {
  await chain?.stop()
})

const t = (): TransferCapability => {
  if (transfers === undefined) throw new Error("not set up")
  return transfers
}
const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> => Effect.runPromise(effect)
const ethOf = (address: `0x${string}`) => createPublicClient({ transport: http(chain?.rpcUrl) }).getBalance({ address })
const tokensOf = (owner: string) => run(t().tokens(anvilNetwork, owner))
const pick = async (id: string): Promise<SendToken> => {
  const found = (await tokensOf(OWN)).find((x) => x.id === id)
  if (found === undefined) throw new Error(`no token ${id}`)
  return found
}

describe("EVM transfers on anvil", () => {
  it("lists ETH then the host's ERC-20 with its symbol, decimals and balance", async () => {
    const tokens = await tokensOf(OWN)
    expect(tokens.map((x) => [x.id, x.kind, x.symbol, x.decimals])).toEqual([["native", "native", "ETH", 18], [token, "erc20", "WTD", 6]])
    expect(tokens[1]?.balance).toBe(1_000_000_000n)
  })

  it("lists the contracts the data plane lists too, read from the chain; the host's token once, a non-token left out", async () => {
    const { rpcUrl, chainId } = chain ?? { rpcUrl: "", chainId: 0 }
    const gold = await deployTestToken({ rpcUrl, chainId, deployerKey: ANVIL_ACCOUNT_0_PRIVATE_KEY, name: "Gold", symbol: "GLD", decimals: 18, supply: 5n * 10n ** 18n })
    // The data plane's case and the host token again: each contract once. TO holds no code: not an ERC-20.
    const tokens = await run(t().tokens(anvilNetwork, OWN, [gold.toLowerCase(), token, TO]))
    expect(tokens.map((x) => [x.id.toLowerCase(), x.symbol, x.decimals, x.balance])).toEqual([
      ["native", "ETH", 18, tokens[0]?.balance],
      [token.toLowerCase(), "WTD", 6, tokens[1]?.balance],
      [gold.toLowerCase(), "GLD", 18, 5n * 10n ** 18n]
    ])
  })

  it("sends 0.5 ETH: the plan's fee covers the gas actually paid, the recipient gets the amount", async () => {
    const before = await ethOf(TO)
    const plan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick("native"), amount: 5n * 10n ** 17n }))
    const hash = await run(t().submit("demo", anvilNetwork, plan))
    expect(await run(t().outcome(anvilNetwork, hash))).toBe("success")
    expect((await ethOf(TO)) - before).toBe(5n * 10n ** 17n)
    expect(plan.fee).toBeGreaterThan(21_000n)
  })

  it("sends 10 tokens with transfer(to, amount)", async () => {
    const plan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick(token), amount: 10_000_000n }))
    expect(await run(t().outcome(anvilNetwork, await run(t().submit("demo", anvilNetwork, plan))))).toBe("success")
    expect(await testTokenBalance(chain?.rpcUrl ?? "", token, TO)).toBe(10_000_000n)
  })

  it("a rejection is UserRejectedRequest and sends nothing; the plan hands the wallet no nonce, so a resent plan is a second transfer", async () => {
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    const nonce = await client.getTransactionCount({ address: OWN })
    const plan: TransferPlan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick("native"), amount: 1n }))
    expect(plan._tag === "evm" && "nonce" in plan.request).toBe(false)
    expect(plan._tag === "evm" && plan.accountNonce).toBe(nonce)
    prompt.setMode("reject")
    const rejected = await run(Effect.either(t().submit("demo", anvilNetwork, plan)))
    prompt.setMode("approve")
    expect(Either.isLeft(rejected) && rejected.left._tag).toBe("UserRejectedRequest")
    expect(await client.getTransactionCount({ address: OWN })).toBe(nonce)
    const first = await run(t().submit("demo", anvilNetwork, plan))
    // The wallet picks its own nonce: resending a plan is another transfer. Only the Send service's single
    // wallet request stands between a user's double click and two transfers.
    const again = await run(t().submit("demo", anvilNetwork, plan))
    expect(await run(t().outcome(anvilNetwork, first))).toBe("success")
    expect(await run(t().outcome(anvilNetwork, again))).toBe("success")
    expect(again).not.toBe(first)
    expect(await client.getTransactionCount({ address: OWN })).toBe(nonce + 2)
  })

  it("the demo wallet ignores a dapp's nonce by default and honours it when told to", async () => {
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    const nonce = await client.getTransactionCount({ address: OWN })
    const stale = toHex(nonce - 1)
    const plan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick("native"), amount: 1n }))
    const own = await run(t().submit("demo", anvilNetwork, { _tag: "evm", transfer: plan.transfer, fee: plan.fee, accountNonce: nonce, request: { from: OWN, to: TO, value: "0x1", nonce: stale } }))
    expect((await client.getTransaction({ hash: hashOf(own) })).nonce).toBe(nonce)
    await expect(replacerSend({ to: TO, value: "0x1", nonce: stale })).rejects.toThrow(/nonce/i)
  })
})

/** The chain stops mining until `mine` (automine off); the test's transactions wait in the pool. */
const withoutAutomine = async (body: () => Promise<void>): Promise<void> => {
  await devRpc(chain?.rpcUrl ?? "", "evm_setAutomine", [false])
  try {
    await body()
  } finally {
    await devRpc(chain?.rpcUrl ?? "", "evm_setAutomine", [true])
  }
}
const mine = () => devRpc(chain?.rpcUrl ?? "", "evm_mine")

const isHash = (value: string): value is `0x${string}` => /^0x[0-9a-f]{64}$/i.test(value)
const hashOf = (value: string): `0x${string}` => {
  if (!isHash(value)) throw new Error(`not a hash: ${value}`)
  return value
}

/** eth_sendTransaction through the nonce-honouring face (the wallet's own speed-up / cancel). */
const replacerSend = async (tx: Readonly<Record<string, string>>): Promise<string> => {
  if (replacer === undefined) throw new Error("not set up")
  const hash = await replacer.request({ method: "eth_sendTransaction", params: [{ from: OWN, ...tx }] })
  return String(hash)
}

/** How many times the node was asked for a transaction by hash: the watch's polls. */
const lookups = () => (chain?.output().match(/eth_getTransactionByHash/g) ?? []).length

/**
 * Sends `amount` wei to TO through the wallet with mining paused, lets the watch see it pending, then the
 * wallet's face replaces it with `replacement` (same nonce, double fees) and a block is mined.
 */
const replacedBy = async (replacement: Readonly<Record<string, string>>) => {
  let result: { readonly outcome: unknown; readonly newHash: string } | undefined
  await withoutAutomine(async () => {
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    const plan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick("native"), amount: 7n }))
    const hash = await run(t().submit("demo", anvilNetwork, plan))
    // Counted before this test's own lookup: anvil's log of it can come after the call returns, and counting
    // from after it let that late line pass for the watch's (the watch then first asked once the replacement
    // was mined, never learned the nonce, and said "dropped": seen under load).
    const before = lookups()
    const sent = await client.getTransaction({ hash: hashOf(hash) })
    const watching = run(t().outcome(anvilNetwork, hash))
    await vi.waitFor(() => expect(lookups()).toBeGreaterThanOrEqual(before + 2))
    const fees = { maxFeePerGas: toHex((sent.maxFeePerGas ?? 0n) * 2n), maxPriorityFeePerGas: toHex((sent.maxPriorityFeePerGas ?? 0n) * 2n) }
    const newHash = await replacerSend({ ...replacement, ...fees, nonce: toHex(sent.nonce) })
    await mine()
    result = { outcome: await watching, newHash }
  })
  if (result === undefined) throw new Error("no outcome")
  return result
}

describe("EVM outcomes other than a receipt (viem's replacement reasons), on anvil", () => {
  it("repriced: the same transfer at a higher fee; the outcome names the new hash, mined", async () => {
    const { outcome, newHash } = await replacedBy({ to: TO, value: "0x7" })
    expect(outcome).toEqual({ reason: "repriced", replacement: { hash: newHash, status: "success" } })
  })

  it("cancelled: a zero-value call to oneself took the nonce", async () => {
    const { outcome, newHash } = await replacedBy({ to: OWN, value: "0x0" })
    expect(outcome).toEqual({ reason: "cancelled", replacement: { hash: newHash, status: "success" } })
  })

  it("replaced: another call took the nonce", async () => {
    const { outcome, newHash } = await replacedBy({ to: OWN, value: "0x5" })
    expect(outcome).toEqual({ reason: "replaced", replacement: { hash: newHash, status: "success" } })
  })

  it("dropped: a hash the node never knew (e.g. watched again after a reload, replaced meanwhile)", async () => {
    expect(await run(t().outcome(anvilNetwork, `0x${"12".repeat(32)}`))).toBe("dropped")
  })

  it("dropped: the node forgot it and its nonce stays unused", async () => {
    await withoutAutomine(async () => {
      const client = createPublicClient({ transport: http(chain?.rpcUrl) })
      const nonce = await client.getTransactionCount({ address: OWN })
      const plan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick("native"), amount: 9n }))
      const hash = await run(t().submit("demo", anvilNetwork, plan))
      const before = lookups()
      const watching = run(t().outcome(anvilNetwork, hash))
      await vi.waitFor(() => expect(lookups()).toBeGreaterThan(before))
      await devRpc(chain?.rpcUrl ?? "", "anvil_dropTransaction", [hash])
      expect(await watching).toBe("dropped")
      await mine()
      expect(await client.getTransactionCount({ address: OWN })).toBe(nonce)
    })
  })
})
