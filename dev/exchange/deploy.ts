// The local exchange (issue 25): Uniswap V2 Factory + WETH9 + Router02 deployed from their npm artifacts by anvil
// account 8, and a WETH pair per dev token with liquidity at the price table's rates, so the data server's
// convert endpoints quote from real reserves and a swap really moves balances on the chain.
import { type Address, createWalletClient, getAddress, type Hex, http, maxUint256, parseEther, parseUnits } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { type DeployedToken, localChain, localPublicClient } from "../data-server/deploy.js"
import { priceOf } from "../data-server/prices.js"
import { exchangeBytecode, FACTORY_ABI, ROUTER_ABI, TOKEN_ABI } from "./artifacts.js"

/** The deployed exchange: the router is the spender swaps approve and the contract swaps call. */
export interface Exchange {
  readonly factory: Address
  readonly weth: Address
  readonly router: Address
  /** The tokens with a WETH pair (quotes between two of them route through WETH). */
  readonly tokens: ReadonlyArray<DeployedToken>
}

/** ETH each pair holds; the token side is worth as much at the price table's rates. */
export const POOL_ETH = "100"

/** The exchange's deployer (shared facts: account 8), so its addresses never collide with other fixtures. */
const DEPLOYER = ANVIL_ACCOUNTS[8]

/** The token amount that sits against POOL_ETH in a pair (price table: ETH vs the token, in USD). */
export const poolTokenAmount = (token: Pick<DeployedToken, "symbol" | "decimals">): bigint =>
  parseUnits(((Number(POOL_ETH) * priceOf("ETH")) / priceOf(token.symbol)).toFixed(Math.min(token.decimals, 6)), token.decimals)

/**
 * Deploys the contracts at once (side by side with the data server's tokens, from another account), then a pair
 * per token once `tokens` resolves. ≈ 0.5 s on anvil.
 */
export const deployExchange = async (rpcUrl: string, chainId: number, tokens: Promise<ReadonlyArray<DeployedToken>>): Promise<Exchange> => {
  if (DEPLOYER === undefined) throw new Error("anvil account 8 missing")
  const account = privateKeyToAccount(DEPLOYER.privateKey)
  const wallet = createWalletClient({ chain: localChain(rpcUrl, chainId), transport: http(rpcUrl, { retryCount: 0 }), account })
  const client = localPublicClient(rpcUrl, chainId)
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== "success") throw new Error(`exchange: ${hash} reverted`)
    return receipt
  }
  const deployed = async (hash: Hex): Promise<Address> => {
    const address = (await mined(hash)).contractAddress
    if (address == null) throw new Error(`exchange: ${hash} created no contract`)
    return getAddress(address)
  }

  const code = await exchangeBytecode()
  const factory = await deployed(await wallet.deployContract({ abi: FACTORY_ABI, bytecode: code.factory, args: [account.address] }))
  const weth = await deployed(await wallet.deployContract({ abi: [], bytecode: code.weth }))
  const router = await deployed(await wallet.deployContract({ abi: ROUTER_ABI, bytecode: code.router, args: [factory, weth] }))

  const pooled = await tokens
  for (const token of pooled) {
    const amount = poolTokenAmount(token)
    await mined(await wallet.writeContract({ address: token.address, abi: TOKEN_ABI, functionName: "mint", args: [account.address, amount] }))
    await mined(await wallet.writeContract({ address: token.address, abi: TOKEN_ABI, functionName: "approve", args: [router, maxUint256] }))
    await mined(
      await wallet.writeContract({
        address: router,
        abi: ROUTER_ABI,
        functionName: "addLiquidityETH",
        args: [token.address, amount, amount, parseEther(POOL_ETH), account.address, maxUint256],
        value: parseEther(POOL_ETH)
      })
    )
  }
  return { factory, weth, router, tokens: pooled }
}
