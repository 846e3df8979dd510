/**
 * The local data server's convert endpoints (SPEC §7, issue 25) against the real exchange on anvil, through the
 * live BlockchainApi layer: the token list, quotes equal to the router's getAmountsOut, the allowance with the
 * router as spender, the node's gas price, the approve and the Router02 swap built for the wallet, which really
 * move balances when sent (anvil account 3, so no other test's balances change).
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { createWalletClient, decodeFunctionData, type Hex, http, isHex, maxUint256, parseEther, parseUnits } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type Anvil, startAnvil } from "../../dev/anvil.js"
import { NATIVE_ADDRESS } from "../../dev/data-server/convert.js"
import { minimumReceived } from "../../schemas/swap.js"
import { localChain, localPublicClient } from "../../dev/data-server/deploy.js"
import { type LocalDataServer, startLocalDataServer } from "../../dev/data-server/index.js"
import { ROUTER_ABI, TOKEN_ABI } from "../../dev/exchange/artifacts.js"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { BlockchainApiLive } from "../../layers/live/BlockchainApi.js"
import { EventsLive } from "../../layers/live/Events.js"
import { StorageTest } from "../../layers/test/Storage.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Config } from "../../services/Config.js"
import { optionsWith } from "../services/harness.js"

const USER = ANVIL_ACCOUNTS[3]
let anvil: Anvil | undefined
let data: LocalDataServer | undefined

beforeAll(async () => {
  anvil = await startAnvil()
  data = await startLocalDataServer({ anvil })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([data?.stop(), anvil?.stop()])
})

const setup = () => {
  if (anvil === undefined || data === undefined || USER === undefined) throw new Error("the data server did not start")
  const client = localPublicClient(anvil.rpcUrl, anvil.chainId)
  const wallet = createWalletClient({ chain: localChain(anvil.rpcUrl, anvil.chainId), transport: http(anvil.rpcUrl), account: privateKeyToAccount(USER.privateKey) })
  const caip = `eip155:${anvil.chainId}`
  const [wUSD] = data.exchange.tokens
  if (wUSD === undefined) throw new Error("no wUSD")
  return { client, wallet, caip, data, user: USER.address, wUSD, eth: `${caip}:${NATIVE_ADDRESS}`, usd: `${caip}:${wUSD.address}` }
}

const run = <A, E>(effect: Effect.Effect<A, E, BlockchainApi>): Promise<A> => {
  const config = Layer.succeed(Config, optionsWith({ projectId: "local-test", apiUrl: setup().data.apiUrl }))
  const layer = BlockchainApiLive.pipe(Layer.provideMerge(Layer.mergeAll(FetchHttpClient.layer, StorageTest, AlertsLive, EventsLive, config)))
  return Effect.runPromise(Effect.scoped(effect.pipe(Effect.provide(layer))))
}

const hex = (text: string): Hex => {
  if (!isHex(text)) throw new Error(`not hex: ${text}`)
  return text
}

/** Sends a built transaction as a wallet does, with the API's gas when it gives one (viem's bare estimate otherwise). */
const sendBuilt = async (tx: { readonly to: string; readonly data: string; readonly value?: string | undefined; readonly eip155?: { readonly gas?: string | undefined } | undefined }) => {
  const { client, wallet } = setup()
  const gas = tx.eip155?.gas === undefined ? {} : { gas: BigInt(tx.eip155.gas) }
  const hash = await wallet.sendTransaction({ to: hex(tx.to), data: hex(tx.data), value: BigInt(tx.value ?? "0"), ...gas })
  return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

describe("the convert endpoints on the local exchange", () => {
  it("lists the native coin and the pooled tokens; quotes equal the router's getAmountsOut", async () => {
    const { client, caip, data, eth, usd, user } = setup()
    const on = { caipNetworkId: caip }
    const amount = parseEther("0.25")
    const [tokens, quotes] = await run(Effect.flatMap(BlockchainApi, (b) =>
      Effect.all([b.getSwapTokens(on), b.getSwapQuotes({ ...on, amount: String(amount), userAddress: `${caip}:${user}`, from: eth, to: usd, gasPrice: "1" })])))
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ["ETH", eth, 18],
      ["wUSD", usd, 6],
      ["wGLD", `${caip}:${data.exchange.tokens[1]?.address}`, 18]
    ])
    const amounts = await client.readContract({
      address: data.exchange.router, abi: ROUTER_ABI, functionName: "getAmountsOut", args: [amount, [data.exchange.weth, setup().wUSD.address]]
    })
    expect(quotes).toEqual([{ id: null, fromAmount: String(amount), fromAccount: eth, toAmount: String(amounts[1]), toAccount: usd }])
  })

  it("ETH → wUSD: the built swap carries amountOutMin at the slippage and really pays wUSD", async () => {
    const { client, caip, data, eth, usd, user, wUSD } = setup()
    const amount = parseEther("0.1")
    const [quote] = await run(Effect.flatMap(BlockchainApi, (b) => b.getSwapQuotes({ caipNetworkId: caip, amount: String(amount), userAddress: user, from: eth, to: usd, gasPrice: "1" })))
    const tx = await run(Effect.flatMap(BlockchainApi, (b) =>
      b.buildSwapTransaction({ caipNetworkId: caip, amount: String(amount), eip155: { slippage: "1" }, from: eth, to: usd, userAddress: `${caip}:${user}` })))
    expect(tx.to.toLowerCase()).toBe(data.exchange.router.toLowerCase())
    expect(tx.value).toBe(String(amount))
    const call = decodeFunctionData({ abi: ROUTER_ABI, data: hex(tx.data) })
    expect(call.functionName).toBe("swapExactETHForTokens")
    expect(call.args?.[0]).toBe(minimumReceived(BigInt(quote?.toAmount ?? "0"), 1))
    const before = await client.readContract({ address: wUSD.address, abi: TOKEN_ABI, functionName: "balanceOf", args: [user] })
    expect((await sendBuilt(tx)).status).toBe("success")
    const after = await client.readContract({ address: wUSD.address, abi: TOKEN_ABI, functionName: "balanceOf", args: [user] })
    expect(after - before).toBe(BigInt(quote?.toAmount ?? "0"))
    // The Activity tab's history names it a trade: ETH out, wUSD in.
    const history = await run(Effect.flatMap(BlockchainApi, (b) => b.getHistory({ caipNetworkId: caip, account: user })))
    expect(history.data[0]?.metadata.operationType).toBe("trade")
    expect(history.data[0]?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([["out", "ETH"], ["in", "wUSD"]])
  })

  it("wUSD → ETH: allowance from the chain with the router as spender, the approve built for it, then the swap", async () => {
    const { client, caip, data, eth, usd, user, wUSD } = setup()
    const on = { caipNetworkId: caip }
    const amount = parseUnits("100", 6)
    expect(await run(Effect.flatMap(BlockchainApi, (b) => b.getAllowance({ ...on, tokenAddress: usd, userAddress: `${caip}:${user}` })))).toBe(0n)
    const approve = await run(Effect.flatMap(BlockchainApi, (b) => b.buildApproveTransaction({ ...on, userAddress: `${caip}:${user}`, from: usd, to: eth })))
    expect(approve.to.toLowerCase()).toBe(wUSD.address.toLowerCase())
    expect(decodeFunctionData({ abi: TOKEN_ABI, data: hex(approve.data) }).args).toEqual([data.exchange.router, maxUint256])
    expect((await sendBuilt(approve)).status).toBe("success")
    expect(await run(Effect.flatMap(BlockchainApi, (b) => b.getAllowance({ ...on, tokenAddress: usd, userAddress: `${caip}:${user}` })))).toBe(maxUint256)

    const tx = await run(Effect.flatMap(BlockchainApi, (b) =>
      b.buildSwapTransaction({ ...on, amount: String(amount), eip155: { slippage: "0.5" }, from: usd, to: eth, userAddress: `${caip}:${user}` })))
    expect(decodeFunctionData({ abi: ROUTER_ABI, data: hex(tx.data) }).functionName).toBe("swapExactTokensForETH")
    expect(tx.eip155?.gas).toMatch(/^\d+$/)
    const before = await client.readContract({ address: wUSD.address, abi: TOKEN_ABI, functionName: "balanceOf", args: [user] })
    expect((await sendBuilt(tx)).status).toBe("success")
    expect(before - (await client.readContract({ address: wUSD.address, abi: TOKEN_ABI, functionName: "balanceOf", args: [user] }))).toBe(amount)
  })

  it("the gas price is the node's; another chain is refused with the catalogue's texts", async () => {
    const { client, caip, data, eth, usd } = setup()
    const gas = await run(Effect.flatMap(BlockchainApi, (b) => b.getGasPrice({ caipNetworkId: caip })))
    expect(BigInt(gas.standard)).toBe(await client.getGasPrice())
    const raw = async (path: string) => {
      const res = await fetch(`${data.apiUrl}${path}${path.includes("?") ? "&" : "?"}projectId=p`)
      return { status: res.status, body: await res.json() }
    }
    const refused = (description: string) => ({ status: 400, body: { reasons: [{ description }] } })
    expect(await raw("/v1/convert/tokens?chainId=eip155:1")).toEqual(refused("Network not supported for Swaps"))
    expect(await raw("/v1/convert/gas-price?chainId=eip155:1")).toEqual(refused("Network not supported for Gas Price"))
    const other = usd.replace(caip, "eip155:1")
    expect(await raw(`/v1/convert/quotes?amount=1&from=${eth}&to=${other}`)).toEqual(refused("Network not supported for Swaps"))
    expect(await raw(`/v1/convert/quotes?amount=1&from=${eth}&to=${eth}`)).toEqual(refused("No route for this pair"))
  })
})
