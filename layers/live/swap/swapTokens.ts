/**
 * The Swap pickers' list (issue 25): the exchange's tokens (GET /v1/convert/tokens) with the account's balances
 * (the data plane) and USD prices, the tokens it holds first.
 */
import * as Effect from "effect/Effect"
import type { SwapToken } from "../../../schemas/api/blockchainApi.js"
import type { TokenBalance } from "../../../schemas/entities/TokenBalance.js"
import { NATIVE_TOKEN_ID, type SendToken } from "../../../schemas/send.js"
import { SWAP_NATIVE_ADDRESS } from "../../../schemas/swap.js"
import { parseUnits } from "../../../schemas/units.js"
import type { BlockchainApiShape } from "../../../services/BlockchainApi.js"
import { withPrices } from "../sendPrices.js"

const tail = (caip10: string): string => caip10.slice(caip10.lastIndexOf(":") + 1)

/** The balance the data plane reports for the token, in base units (0 when it lists none). */
const balanceOf = (token: SwapToken, native: boolean, balances: ReadonlyArray<TokenBalance>): bigint => {
  const entry = native
    ? balances.find((b) => b.address === undefined)
    : balances.find((b) => b.address !== undefined && tail(b.address).toLowerCase() === tail(token.address).toLowerCase())
  const numeric = entry?.quantity.numeric
  return numeric !== undefined && /^\d+(\.\d+)?$/.test(numeric) ? parseUnits(numeric, token.decimals) : 0n
}

/** One exchange token as a picker entry. */
const entryOf = (token: SwapToken, balances: ReadonlyArray<TokenBalance>): SendToken => {
  const native = tail(token.address).toLowerCase() === SWAP_NATIVE_ADDRESS
  return {
    id: native ? NATIVE_TOKEN_ID : tail(token.address),
    kind: native ? "native" : "erc20",
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    balance: balanceOf(token, native, balances)
  }
}

/**
 * Reads the list for `owner`. Fails with the convert API's error (SwapNetworkNotSupported on a network without
 * swaps); balances and prices that do not answer leave zero balances and no prices.
 */
export const readSwapTokens = (api: BlockchainApiShape, caipNetworkId: string, owner: string, forceUpdate: boolean) =>
  Effect.gen(function*() {
    const listed = yield* api.getSwapTokens({ caipNetworkId })
    const balances = yield* api.getBalances({ caipNetworkId, address: owner, ...(forceUpdate ? { forceUpdate: "all" } : {}) }).pipe(
      Effect.orElseSucceed(() => [])
    )
    const fungibles = yield* api.getFungiblePrices({ caipNetworkId, addresses: listed.map((t) => t.address) }).pipe(Effect.orElseSucceed(() => []))
    const tokens = withPrices("eip155", listed.map((t) => entryOf(t, balances)), balances, fungibles)
    return [...tokens.filter((t) => t.balance > 0n), ...tokens.filter((t) => t.balance === 0n)]
  })
