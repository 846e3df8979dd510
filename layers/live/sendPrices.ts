/**
 * USD prices for the Send picker (SPEC §3 token balance `price`, §7 POST /v1/fungible/price): the data plane's
 * balances of the account price what it holds; tokens it left out are asked of the price endpoint. A price of 0
 * or none is "no price": the view then shows no fiat value rather than a wrong "$0.00".
 */
import * as Effect from "effect/Effect"
import type { FungiblePrice } from "../../schemas/api/blockchainApi.js"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { SendToken } from "../../schemas/send.js"
import type { BlockchainApiShape } from "../../services/BlockchainApi.js"

const usable = (price: number | undefined): price is number => price !== undefined && Number.isFinite(price) && price > 0

/** A token id (contract / mint) as the data API's CAIP-10 addresses end; EVM addresses compare case-blind. */
export const sameId = (namespace: ChainNamespace, caip10: string, id: string): boolean => {
  const tail = caip10.slice(caip10.lastIndexOf(":") + 1)
  return namespace === "eip155" ? tail.toLowerCase() === id.toLowerCase() : tail === id
}

/** The price of `token` among the account's balances on the network: the native entry has no address. */
export const balancePrice = (namespace: ChainNamespace, token: SendToken, balances: ReadonlyArray<TokenBalance>): number | undefined => {
  const entry = token.kind === "native"
    ? balances.find((b) => b.address === undefined)
    : balances.find((b) => b.address !== undefined && sameId(namespace, b.address, token.id))
  return usable(entry?.price) ? entry.price : undefined
}

/** The tokens with the prices found; the others keep none. */
export const withPrices = (
  namespace: ChainNamespace,
  tokens: ReadonlyArray<SendToken>,
  balances: ReadonlyArray<TokenBalance>,
  fungibles: ReadonlyArray<FungiblePrice>
): ReadonlyArray<SendToken> =>
  tokens.map((token) => {
    const { price: _, ...rest } = token
    const fungible = fungibles.find((f) => f.symbol.toLowerCase() === token.symbol.toLowerCase())?.price
    const price = balancePrice(namespace, token, balances) ?? (token.kind !== "native" && usable(fungible) ? fungible : undefined)
    return price === undefined ? rest : { ...rest, price }
  })

/**
 * The data plane's balances of `owner` on the network: what the Account panel's Tokens tab lists. Never fails: an
 * unreachable API lists nothing.
 */
export const readBalances = (api: BlockchainApiShape, caipNetworkId: string, owner: string): Effect.Effect<ReadonlyArray<TokenBalance>> =>
  api.getBalances({ caipNetworkId, address: owner }).pipe(Effect.orElseSucceed(() => []))

/** Prices `tokens` from the account's `balances`, asking the price endpoint for the others. Never fails. */
export const readPrices = (
  api: BlockchainApiShape,
  namespace: ChainNamespace,
  caipNetworkId: string,
  tokens: ReadonlyArray<SendToken>,
  balances: ReadonlyArray<TokenBalance>
): Effect.Effect<ReadonlyArray<SendToken>> =>
  Effect.gen(function*() {
    const missing = tokens.filter((t) => t.kind !== "native" && balancePrice(namespace, t, balances) === undefined)
    const fungibles = missing.length === 0
      ? []
      : yield* api.getFungiblePrices({ caipNetworkId, addresses: missing.map((t) => `${caipNetworkId}:${t.id}`) }).pipe(
        Effect.orElseSucceed(() => [])
      )
    return withPrices(namespace, tokens, balances, fungibles)
  })
