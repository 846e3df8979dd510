// @vitest-environment happy-dom
/**
 * The EVM adapter's transfers against a real anvil (issue 10): the native coin and the host's ERC-20 read
 * through the live ChainRpc, a plan pinning gas, fees and nonce, eth_sendTransaction through the demo wallet's
 * EIP-1193 provider, the receipt, balances moved on the chain; a rejection sends nothing; a resent plan (the
 * answer lost) cannot land twice.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { createPublicClient, http } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_PRIVATE_KEY, ANVIL_ACCOUNTS, type Anvil, startAnvil } from "../../dev/anvil.js"
import { DemoWalletProvider } from "../../dev/wallet/provider.js"
import { WalletPrompt } from "../../dev/wallet/prompt.js"
import { makeChainRpcWith } from "../../layers/live/ChainRpc.js"
import { makeEvmTransfers } from "../../layers/live/evm/transfers.js"
import { anvil as anvilNetwork } from "../../schemas/networks/evm.js"
import { decodeOptions } from "../../schemas/options.js"
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
  const config = Either.getOrThrow(decodeOptions({ projectId: "p", networks: [anvilNetwork], rpcUrls: { [anvilNetwork.caipNetworkId]: [chain.rpcUrl] } }))
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
  transfers = makeEvmTransfers({ rpc, hostToken: () => ({ address: token }), provider: () => Effect.succeed(eip1193(provider)) })
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

  it("a rejection is UserRejectedRequest and sends nothing; a resent plan lands once (same nonce)", async () => {
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    const nonce = await client.getTransactionCount({ address: OWN })
    const plan: TransferPlan = await run(t().plan(anvilNetwork, { from: OWN, to: TO, token: await pick("native"), amount: 1n }))
    prompt.setMode("reject")
    const rejected = await run(Effect.either(t().submit("demo", anvilNetwork, plan)))
    prompt.setMode("approve")
    expect(Either.isLeft(rejected) && rejected.left._tag).toBe("UserRejectedRequest")
    expect(await client.getTransactionCount({ address: OWN })).toBe(nonce)
    const first = await run(t().submit("demo", anvilNetwork, plan))
    // The answer was "lost": the same plan again. The node refuses the used nonce; nothing lands twice.
    const again = await run(Effect.either(t().submit("demo", anvilNetwork, plan)))
    expect(await run(t().outcome(anvilNetwork, first))).toBe("success")
    expect(await client.getTransactionCount({ address: OWN })).toBe(nonce + 1)
    if (Either.isRight(again)) expect(again.right).toBe(first)
  })
})
