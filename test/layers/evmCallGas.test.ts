/**
 * The gas a contract call (Swap's approve and swap) is pinned to carries a margin over the estimate, a plain
 * transfer's does not. Why, on the local exchange: a Uniswap V2 swap estimated in the second its pair last moved
 * skips the pair's price-accumulator writes, so mined a second later it needs more gas than estimated; pinned to
 * the bare estimate it ran out of gas and reverted (test/dev/convert.test.ts failed so under load, once). The worst
 * case: a pair's first trade, whose accumulators are still zero (two fresh storage slots).
 */
import * as Effect from "effect/Effect"
import { createWalletClient, encodeFunctionData, type Hex, http, maxUint256, parseAbi, parseUnits } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type Anvil, startAnvil } from "../../dev/anvil.js"
import { localChain, localPublicClient } from "../../dev/data-server/deploy.js"
import { type LocalDataServer, startLocalDataServer } from "../../dev/data-server/index.js"
import { ROUTER_ABI, TOKEN_ABI } from "../../dev/exchange/artifacts.js"
import { devRpc } from "../../dev/jsonRpc.js"
import { callGasLimit } from "../../layers/live/evm/callGas.js"
import { makeEvmTransfers } from "../../layers/live/evm/transfers.js"
import { makeTestChain, testChainRpc } from "../../layers/test/ChainRpc.js"
import { anvil as anvilNetwork } from "../../schemas/networks/evm.js"
import { NATIVE_TOKEN_ID, type SendToken, type TransferPlan } from "../../schemas/send.js"
import { toHexQuantity } from "../../schemas/units.js"
import { WalletNotFound } from "../../schemas/errors/connectors.js"

const USER = ANVIL_ACCOUNTS[4]
const ADD_LIQUIDITY_ABI = parseAbi([
  "function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint, uint, uint)"
])
const OTHER = ANVIL_ACCOUNTS[5]?.address ?? "0x"

const gasOf = (plan: TransferPlan) => (plan._tag === "evm" ? plan.request["gas"] : undefined)

describe("a contract call's planned gas", () => {
  const ETH: SendToken = { id: NATIVE_TOKEN_ID, kind: "native", name: "Ether", symbol: "ETH", decimals: 18, balance: 10n ** 18n }
  const transfersOver = (gasEstimate: bigint) => {
    const chain = makeTestChain()
    chain.gasEstimate = gasEstimate
    return makeEvmTransfers({
      rpc: testChainRpc(chain, [anvilNetwork]),
      hostToken: () => undefined,
      provider: (walletId) => Effect.fail(new WalletNotFound({ walletId }))
    })
  }

  it("is the estimate plus the margin; a plain transfer's stays the estimate", async () => {
    const transfers = transfersOver(126_763n)
    const transfer = { from: OTHER, to: OTHER, token: ETH, amount: 1n }
    const call = await Effect.runPromise(transfers.planCall?.(anvilNetwork, { to: OTHER, data: "0x18cbafe5", value: 0n, transfer }) ?? Effect.dieMessage("no planCall"))
    expect(gasOf(call)).toBe(toHexQuantity(callGasLimit(126_763n)))
    expect(callGasLimit(126_763n)).toBeGreaterThan(126_763n)
    const send = await Effect.runPromise(transfers.plan(anvilNetwork, transfer))
    expect(gasOf(send)).toBe(toHexQuantity(126_763n))
  })
})

describe("the margin on the local exchange", () => {
  let chain: Anvil | undefined
  let data: LocalDataServer | undefined
  beforeAll(async () => {
    chain = await startAnvil()
    data = await startLocalDataServer({ anvil: chain })
  }, 60_000)
  afterAll(async () => {
    await Promise.allSettled([data?.stop(), chain?.stop()])
  })

  it("a fresh pair's first trade estimated in the pair's own second, mined a second later: the bare estimate runs out of gas, the margin does not", async () => {
    if (chain === undefined || data === undefined || USER === undefined) throw new Error("not set up")
    const rpcUrl = chain.rpcUrl
    const client = localPublicClient(rpcUrl, chain.chainId)
    const wallet = createWalletClient({ chain: localChain(rpcUrl, chain.chainId), transport: http(rpcUrl), account: privateKeyToAccount(USER.privateKey) })
    const { router } = data.exchange
    const [wUSD, wGLD] = data.exchange.tokens.map((t) => t.address)
    if (wUSD === undefined || wGLD === undefined) throw new Error("no wUSD or wGLD")
    const mined = async (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    for (const token of [wUSD, wGLD]) {
      await mined(await wallet.writeContract({ address: token, abi: TOKEN_ABI, functionName: "mint", args: [USER.address, parseUnits("1000", 18)] }))
      await mined(await wallet.writeContract({ address: token, abi: TOKEN_ABI, functionName: "approve", args: [router, maxUint256] }))
    }
    // The wUSD–wGLD pair does not exist yet (every dev pair is against WETH): created here, it is the latest block,
    // its price accumulators still zero; an estimate now runs in the pair's own second and skips writing them.
    const created = await mined(await wallet.writeContract({
      address: router, abi: ADD_LIQUIDITY_ABI, functionName: "addLiquidity", args: [wUSD, wGLD, parseUnits("1000", 6), parseUnits("10", 18), 0n, 0n, USER.address, maxUint256]
    }))
    const second = (await client.getBlock({ blockNumber: created.blockNumber })).timestamp
    const swap = encodeFunctionData({ abi: ROUTER_ABI, functionName: "swapExactTokensForTokens", args: [parseUnits("10", 6), 0n, [wUSD, wGLD], USER.address, maxUint256] })
    const estimate = BigInt(String(await devRpc(rpcUrl, "eth_estimateGas", [{ from: USER.address, to: router, data: swap }, "latest"])))

    const minedIn = async (timestamp: bigint, gas: bigint) => {
      await devRpc(rpcUrl, "evm_setNextBlockTimestamp", [Number(timestamp)])
      return (await mined(await wallet.sendTransaction({ to: router, data: swap, gas }))).status
    }
    expect(await minedIn(second + 1n, estimate)).toBe("reverted")
    expect(await minedIn(second + 2n, callGasLimit(estimate))).toBe("success")
  })
})
