/**
 * A WalletConnect session seen from one namespace: the SDK's session namespaces are outside data, decoded
 * leniently (accounts as CAIP-10 strings, anything else ignored), then turned into our Session: the account
 * on the chain the dapp wants when the wallet approved it, else the wallet's first chain.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { CaipAddress, CaipNetworkId, type ChainNamespace } from "../../../schemas/entities/ids.js"
import type { Network } from "../../../schemas/entities/Network.js"
import type { Session, SessionConnector } from "../../../schemas/entities/Session.js"
import { checksumAddress } from "../../../schemas/validators/checksum.js"
import { isSolanaAddress } from "../../../schemas/validators/solanaAddress.js"

const SessionNamespaces = Schema.Record({
  key: Schema.String,
  value: Schema.Struct({ accounts: Schema.Array(Schema.String) })
})
const decodeNamespaces = Schema.decodeUnknownEither(SessionNamespaces)
const decodeCaipAddress = Schema.decodeUnknownEither(CaipAddress)
const decodeCaipNetworkId = Schema.decodeUnknownEither(CaipNetworkId)

/** One approved account: its chain and the address in the namespace's canonical form. */
export interface WcAccount {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
}

/** The address in canonical form, or undefined when it is not a valid one for the namespace. */
export const canonicalAddress = (namespace: string, address: string): string | undefined => {
  if (namespace === "eip155") return /^0x[0-9a-fA-F]{40}$/.test(address) ? checksumAddress(address) : undefined
  if (namespace === "solana") return isSolanaAddress(address) ? address : undefined
  return address.length > 0 ? address : undefined
}

/** A CAIP-10 account ("eip155:1:0xabc"), decoded; undefined for garbage. */
export const parseAccount = (caip10: string): WcAccount | undefined => {
  const parts = caip10.split(":")
  if (parts.length !== 3) return undefined
  const [namespace = "", reference = "", raw = ""] = parts
  const network = decodeCaipNetworkId(`${namespace}:${reference}`)
  const address = canonicalAddress(namespace, raw)
  if (Either.isLeft(network) || address === undefined) return undefined
  return { caipNetworkId: network.right, address }
}

/** Every valid account the session holds for `namespace`. */
export const accountsOf = (namespaces: unknown, namespace: ChainNamespace): ReadonlyArray<WcAccount> => {
  const decoded = decodeNamespaces(namespaces)
  if (Either.isLeft(decoded)) return []
  return (decoded.right[namespace]?.accounts ?? []).flatMap((account) => {
    const parsed = parseAccount(account)
    return parsed === undefined || !parsed.caipNetworkId.startsWith(`${namespace}:`) ? [] : [parsed]
  })
}

/** True when the session approved at least one valid account, in any namespace. */
export const hasAnyAccount = (namespaces: unknown): boolean => {
  const decoded = decodeNamespaces(namespaces)
  return Either.isRight(decoded) && Object.values(decoded.right).some((ns) => ns.accounts.some((a) => parseAccount(a) !== undefined))
}

/** The namespace's Session, or undefined when the wallet approved no account in it. */
export const sessionFor = (
  namespaces: unknown,
  namespace: ChainNamespace,
  target: Network | undefined,
  connector: SessionConnector
): Session | undefined => {
  const accounts = accountsOf(namespaces, namespace)
  const onTarget = accounts.filter((a) => a.caipNetworkId === target?.caipNetworkId)
  const chosen = onTarget[0] ?? accounts[0]
  if (chosen === undefined) return undefined
  const onChain = [...new Set(accounts.filter((a) => a.caipNetworkId === chosen.caipNetworkId).map((a) => a.address))]
  const caipAddress = decodeCaipAddress(`${chosen.caipNetworkId}:${chosen.address}`)
  if (Either.isLeft(caipAddress)) return undefined
  return {
    namespace,
    caipAddress: caipAddress.right,
    address: chosen.address,
    accounts: onChain,
    caipNetworkId: chosen.caipNetworkId,
    connector
  }
}
