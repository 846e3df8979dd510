/**
 * The local exchange (issue 25) on a real anvil: Uniswap V2 deployed from the npm artifacts, a WETH pair per dev
 * token holding the price table's rates, and our constant-product quote equal to the router's getAmountsOut.
 */
import { parseEther, parseUnits } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Anvil, startAnvil } from "../../dev/anvil.js"
import { deployEvmFixtures, localPublicClient } from "../../dev/data-server/deploy.js"
import { FACTORY_ABI, PAIR_ABI, ROUTER_ABI } from "../../dev/exchange/artifacts.js"
import { deployExchange, type Exchange, POOL_ETH, poolTokenAmount } from "../../dev/exchange/deploy.js"
import { amountsOut } from "../../dev/exchange/quote.js"

let anvil: Anvil | undefined
let exchange: Exchange | undefined

beforeAll(async () => {
  anvil = await startAnvil()
  const fixtures = deployEvmFixtures(anvil.rpcUrl, anvil.chainId)
  exchange = await deployExchange(anvil.rpcUrl, anvil.chainId, fixtures.then((f) => f.tokens))
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

const setup = () => {
  if (anvil === undefined || exchange === undefined) throw new Error("the exchange did not deploy")
  return { client: localPublicClient(anvil.rpcUrl, anvil.chainId), exchange }
}

/** A pair's reserves in the order (tokenIn, tokenOut). */
const reserves = async (tokenIn: `0x${string}`, tokenOut: `0x${string}`): Promise<readonly [bigint, bigint]> => {
  const { client, exchange } = setup()
  const pair = await client.readContract({ address: exchange.factory, abi: FACTORY_ABI, functionName: "getPair", args: [tokenIn, tokenOut] })
  const [[r0, r1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: "getReserves" }),
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: "token0" })
  ])
  return token0.toLowerCase() === tokenIn.toLowerCase() ? [r0, r1] : [r1, r0]
}

describe("the local exchange", () => {
  it("pairs every dev token with WETH at the price table's rate", async () => {
    const { exchange } = setup()
    expect(exchange.tokens.map((t) => t.symbol)).toEqual(["wUSD", "wGLD"])
    for (const token of exchange.tokens) {
      expect(await reserves(exchange.weth, token.address)).toEqual([parseEther(POOL_ETH), poolTokenAmount(token)])
    }
    // 100 ETH at 3,120.55 USD against wUSD at 1 USD.
    expect(poolTokenAmount({ symbol: "wUSD", decimals: 6 })).toBe(parseUnits("312055", 6))
  })

  it("a quote from the reserves equals the router's getAmountsOut, one hop and through WETH", async () => {
    const { client, exchange } = setup()
    const [wUSD, wGLD] = exchange.tokens
    if (wUSD === undefined || wGLD === undefined) throw new Error("tokens missing")
    const routerQuote = (amount: bigint, path: ReadonlyArray<`0x${string}`>) =>
      client.readContract({ address: exchange.router, abi: ROUTER_ABI, functionName: "getAmountsOut", args: [amount, path] })

    const ethIn = parseEther("0.5")
    const oneHop = amountsOut(ethIn, [await reserves(exchange.weth, wUSD.address)])
    expect(oneHop).toEqual(await routerQuote(ethIn, [exchange.weth, wUSD.address]))
    // Roughly the price table's rate, less the 0.3 % fee and the impact.
    expect(Number(oneHop[1]) / 1e6).toBeGreaterThan(1500)
    expect(Number(oneHop[1]) / 1e6).toBeLessThan(1560.3)

    const usdIn = parseUnits("250", 6)
    const twoHops = amountsOut(usdIn, [await reserves(wUSD.address, exchange.weth), await reserves(exchange.weth, wGLD.address)])
    expect(twoHops).toEqual(await routerQuote(usdIn, [wUSD.address, exchange.weth, wGLD.address]))
  })
})
