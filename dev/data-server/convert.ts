// The convert endpoints of the local data server (SPEC §7, issue 25), answered from the local exchange
// (dev/exchange): its token list with the native coin, quotes from the pair reserves through the router's
// getAmountsOut, allowances with the router as spender, the node's gas price, an approve and a Router02 swap
// built for the wallet. Amounts are base-unit decimal strings, tokens CAIP-10 accounts (the native coin is
// 0xeeee…), as the hosted API has them.
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { type Address, encodeFunctionData, getAddress, type Hex, isAddress, maxUint256, type PublicClient } from "viem"
import { callGasLimit } from "../../layers/live/evm/callGas.js"
import { BuildTransactionBody } from "../../schemas/api/blockchainApi.js"
import { minimumReceived, SWAP_NATIVE_ADDRESS } from "../../schemas/swap.js"
import { ROUTER_ABI, TOKEN_ABI } from "../exchange/artifacts.js"
import type { Exchange } from "../exchange/deploy.js"

/** The address the API gives the chain's native coin. */
export const NATIVE_ADDRESS = SWAP_NATIVE_ADDRESS

/** How long a built swap stays valid (Router02's `deadline`), from the chain's latest block time. */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

/** An answer: status and JSON body. */
export interface Answer {
  readonly status: number
  readonly body: unknown
}

const ok = (body: unknown): Answer => ({ status: 200, body })
const refuse = (description: string): Answer => ({ status: 400, body: { reasons: [{ description }] } })
const UNSUPPORTED = refuse("Network not supported for Swaps")

/** What the convert endpoints read besides the request. */
export interface ConvertOptions {
  readonly client: PublicClient
  readonly caip: string
  readonly exchange: Exchange
  /** The server's base URL (token icons). */
  readonly base: () => string
}

export const makeConvert = ({ client, caip, exchange, base }: ConvertOptions) => {
  const { router, weth } = exchange
  const tokens = new Map(exchange.tokens.map((t) => [t.address.toLowerCase(), t]))

  /** A CAIP-10 account of this chain naming the native coin or a pooled token; undefined otherwise. */
  const assetOf = (account: string | undefined): Address | "native" | undefined => {
    const match = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(0x[0-9a-fA-F]{40})$/.exec(account ?? "")
    if (match?.[1] !== caip || match[2] === undefined) return undefined
    if (match[2].toLowerCase() === NATIVE_ADDRESS) return "native"
    return tokens.has(match[2].toLowerCase()) ? getAddress(match[2]) : undefined
  }
  const onThisChain = (account: string | undefined) => account?.startsWith(`${caip}:`) === true
  const units = (text: string | undefined): bigint | undefined => (text !== undefined && /^\d+$/.test(text) ? BigInt(text) : undefined)

  /** The router path between two assets: every pair is against WETH. */
  const pathOf = (from: Address | "native", to: Address | "native"): ReadonlyArray<Address> | undefined => {
    if (from === to) return undefined
    if (from === "native") return to === "native" ? undefined : [weth, to]
    if (to === "native") return [from, weth]
    return [from, weth, to]
  }
  const quote = async (amount: bigint, path: ReadonlyArray<Address>): Promise<bigint> => {
    const amounts = await client.readContract({ address: router, abi: ROUTER_ABI, functionName: "getAmountsOut", args: [amount, path] })
    return amounts[amounts.length - 1] ?? 0n
  }
  /** The swap pair of a request, or why there is none. */
  const pairOf = (fromAccount: string | undefined, toAccount: string | undefined) => {
    if (!onThisChain(fromAccount) || !onThisChain(toAccount)) return UNSUPPORTED
    const from = assetOf(fromAccount)
    const to = assetOf(toAccount)
    const path = from === undefined || to === undefined ? undefined : pathOf(from, to)
    return from === undefined || to === undefined || path === undefined ? refuse("No route for this pair") : { from, to, path }
  }

  const tokenList = (): Answer =>
    ok({
      tokens: [
        { name: "Ether", symbol: "ETH", address: `${caip}:${NATIVE_ADDRESS}`, decimals: 18, logoUri: `${base()}/icons/ETH.svg` },
        ...exchange.tokens.map((t) => ({ name: t.name, symbol: t.symbol, address: `${caip}:${t.address}`, decimals: t.decimals, logoUri: `${base()}/icons/${t.symbol}.svg` }))
      ]
    })

  const quotes = async (q: (key: string) => string | undefined): Promise<Answer> => {
    const pair = pairOf(q("from"), q("to"))
    if ("status" in pair) return pair
    const amount = units(q("amount"))
    if (amount === undefined || amount === 0n) return refuse("Invalid amount")
    const toAmount = await quote(amount, pair.path).catch(() => undefined)
    if (toAmount === undefined) return refuse("Insufficient liquidity")
    return ok({ quotes: [{ id: null, fromAmount: String(amount), fromAccount: q("from"), toAmount: String(toAmount), toAccount: q("to") }] })
  }

  const allowance = async (q: (key: string) => string | undefined): Promise<Answer> => {
    const [token, user] = [q("tokenAddress")?.split(":").pop() ?? "", q("userAddress")?.split(":").pop() ?? ""]
    if (!isAddress(token) || !isAddress(user)) return refuse("Invalid address")
    const value = await client.readContract({ address: token, abi: TOKEN_ABI, functionName: "allowance", args: [user, router] })
    return ok({ allowance: String(value) })
  }

  const gasPrice = async (q: (key: string) => string | undefined): Promise<Answer> => {
    if (q("chainId") !== caip) return refuse("Network not supported for Gas Price")
    const gas = await client.getGasPrice()
    return ok({ standard: String(gas), fast: String((gas * 12n) / 10n), instant: String((gas * 15n) / 10n) })
  }

  /** An approve of the router for the `from` token, unlimited as the hosted API builds it (the modal narrows it). */
  const buildApprove = async (q: (key: string) => string | undefined): Promise<Answer> => {
    const pair = pairOf(q("from"), q("to"))
    if ("status" in pair) return pair
    const user = q("userAddress")?.split(":").pop() ?? ""
    if (pair.from === "native" || !isAddress(user)) return refuse("Invalid address")
    const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: "approve", args: [router, maxUint256] })
    return ok({ tx: { from: getAddress(user), to: pair.from, data, value: "0", eip155: { gasPrice: String(await client.getGasPrice()) } } })
  }

  const buildTransaction = async (raw: unknown): Promise<Answer> => {
    const decoded = Schema.decodeUnknownEither(BuildTransactionBody)(raw)
    if (Either.isLeft(decoded)) return refuse("Invalid body")
    const body = decoded.right
    const pair = pairOf(body.from, body.to)
    if ("status" in pair) return pair
    const user = body.userAddress.split(":").pop() ?? ""
    const amount = units(body.amount)
    const slippage = Number(body.eip155.slippage)
    if (!isAddress(user) || amount === undefined || amount === 0n) return refuse("Invalid body")
    if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 50) return refuse("Invalid slippage")
    const expected = await quote(amount, pair.path).catch(() => undefined)
    if (expected === undefined) return refuse("Insufficient liquidity")
    const amountOutMin = minimumReceived(expected, slippage)
    const deadline = (await client.getBlock({ blockTag: "latest" })).timestamp + SWAP_DEADLINE_SECONDS
    const to = getAddress(user)
    const path = [...pair.path]
    const data: Hex = pair.from === "native"
      ? encodeFunctionData({ abi: ROUTER_ABI, functionName: "swapExactETHForTokens", args: [amountOutMin, path, to, deadline] })
      : pair.to === "native"
        ? encodeFunctionData({ abi: ROUTER_ABI, functionName: "swapExactTokensForETH", args: [amount, amountOutMin, path, to, deadline] })
        : encodeFunctionData({ abi: ROUTER_ABI, functionName: "swapExactTokensForTokens", args: [amount, amountOutMin, path, to, deadline] })
    const value = pair.from === "native" ? amount : 0n
    const gasPriceNow = await client.getGasPrice()
    // Without disableEstimate the gas is estimated, with the margin a swap needs when it mines in a later second
    // than the estimate (callGas.ts); a swap the node would refuse (allowance short) is built without it.
    const gas = body.disableEstimate === true
      ? undefined
      : await client.estimateGas({ account: to, to: router, data, value }).then(callGasLimit, () => undefined)
    return ok({
      tx: {
        from: to,
        to: router,
        data,
        value: String(value),
        eip155: { ...(gas === undefined ? {} : { gas: String(gas) }), gasPrice: String(gasPriceNow) }
      }
    })
  }

  /** Answers a convert route, or undefined for any other path. */
  return async (path: string, method: string, q: (key: string) => string | undefined, body: () => Promise<unknown>): Promise<Answer | undefined> => {
    if (path === "/v1/convert/tokens") return q("chainId") === caip ? tokenList() : UNSUPPORTED
    if (path === "/v1/convert/quotes") return quotes(q)
    if (path === "/v1/convert/allowance") return allowance(q)
    if (path === "/v1/convert/gas-price") return gasPrice(q)
    if (path === "/v1/convert/build-approve") return buildApprove(q)
    if (path === "/v1/convert/build-transaction" && method === "POST") return buildTransaction(await body())
    return undefined
  }
}
