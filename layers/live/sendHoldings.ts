/**
 * The Send picker's list (issue 23): every token the account holds, as the Account panel's Tokens tab lists them.
 * The data plane says which tokens the account holds; the chain gives the balances and decimals a transfer moves.
 */
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { SendToken } from "../../schemas/send.js"
import { sameId } from "./sendPrices.js"

/** The token contracts / mints of the data plane's `balances` that `tokens` (read from the chain) does not list yet. */
export const unlistedTokens = (
  namespace: ChainNamespace,
  tokens: ReadonlyArray<SendToken>,
  balances: ReadonlyArray<TokenBalance>
): ReadonlyArray<string> =>
  balances.flatMap(({ address }) => {
    if (address === undefined || tokens.some((t) => t.kind !== "native" && sameId(namespace, address, t.id))) return []
    return [address.slice(address.lastIndexOf(":") + 1)]
  })

/** The token the draft keeps after a new read: the one chosen (at its new balance), else the native coin. */
export const keptToken = (chosen: SendToken | undefined, tokens: ReadonlyArray<SendToken>): SendToken | undefined =>
  chosen === undefined ? tokens.find((t) => t.kind === "native") : tokens.find((t) => t.id === chosen.id)

/** The tokens with the data plane's names where it lists them (the chain gives an ERC-20 its symbol, a mint none). */
export const withListedNames = (
  namespace: ChainNamespace,
  tokens: ReadonlyArray<SendToken>,
  balances: ReadonlyArray<TokenBalance>
): ReadonlyArray<SendToken> =>
  tokens.map((token) => {
    if (token.kind === "native") return token
    const listed = balances.find((b) => b.address !== undefined && sameId(namespace, b.address, token.id))
    return listed === undefined || listed.name.trim() === "" ? token : { ...token, name: listed.name }
  })
