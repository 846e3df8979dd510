/**
 * CAIP-2 network ids and CAIP-10 account addresses (SPEC §3, §5).
 * Grammar from the CAIP-2 and CAIP-10 standards; the product only knows the namespaces of SPEC §3.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { InvalidCaip10Address, InvalidCaipAddress, InvalidCaipNetworkId } from "../errors/validation.js"

/** SPEC §3: the chain namespaces the product supports. */
export const ChainNamespace = Schema.Literal("eip155", "solana", "bip122", "polkadot", "cosmos")
/** SPEC §3: a supported chain namespace. */
export type ChainNamespace = typeof ChainNamespace.Type

/** SPEC §3: true when `value` is one of the supported chain namespaces. */
export const isChainNamespace: (value: unknown) => value is ChainNamespace = Schema.is(ChainNamespace)

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}; CAIP-10: account [-.%a-zA-Z0-9]{1,128}.
const NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/

/** SPEC §5: the parts of a CAIP-2 network id. `chainId` is the CAIP-2 reference, e.g. "1" or a genesis hash. */
export interface CaipNetworkIdParts {
  readonly chainNamespace: ChainNamespace
  readonly chainId: string
}

/** SPEC §5: the parts of a CAIP-10 account address. */
export interface CaipAddressParts extends CaipNetworkIdParts {
  readonly address: string
}

/**
 * SPEC §5: splits `namespace:reference`. Fails with InvalidCaipNetworkId unless there are exactly two parts
 * that follow the CAIP-2 grammar and the namespace is supported (the result is typed by ChainNamespace).
 */
export const parseCaipNetworkId = (id: string): Either.Either<CaipNetworkIdParts, InvalidCaipNetworkId> => {
  const [namespace, reference, ...rest] = id.split(":")
  if (
    namespace === undefined || reference === undefined || rest.length > 0 ||
    !NAMESPACE_PATTERN.test(namespace) || !REFERENCE_PATTERN.test(reference) || !isChainNamespace(namespace)
  ) {
    return Either.left(new InvalidCaipNetworkId({ value: id }))
  }
  return Either.right({ chainNamespace: namespace, chainId: reference })
}

/**
 * SPEC §5: splits `namespace:reference:address`. Any break of the CAIP-10 grammar (part count, empty part,
 * characters, length) fails with InvalidCaip10Address; a well-formed address in an unsupported namespace
 * fails with InvalidCaipAddress. The address itself is not checked against its chain's format.
 */
export const parseCaipAddress = (
  value: string
): Either.Either<CaipAddressParts, InvalidCaip10Address | InvalidCaipAddress> => {
  const [namespace, reference, address, ...rest] = value.split(":")
  if (
    namespace === undefined || reference === undefined || address === undefined || rest.length > 0 ||
    !NAMESPACE_PATTERN.test(namespace) || !REFERENCE_PATTERN.test(reference) ||
    !ACCOUNT_ADDRESS_PATTERN.test(address)
  ) {
    return Either.left(new InvalidCaip10Address({ value }))
  }
  if (!isChainNamespace(namespace)) return Either.left(new InvalidCaipAddress({ value }))
  return Either.right({ chainNamespace: namespace, chainId: reference, address })
}

/** SPEC §5: true when `value` is a CAIP-2 network id in a supported namespace. */
export const isCaipNetworkId = (value: unknown): value is `${ChainNamespace}:${string}` =>
  typeof value === "string" && Either.isRight(parseCaipNetworkId(value))

/** SPEC §5: true when `value` is a CAIP-10 address in a supported namespace. */
export const isCaipAddress = (value: unknown): value is `${ChainNamespace}:${string}:${string}` =>
  typeof value === "string" && Either.isRight(parseCaipAddress(value))

/** SPEC §3, §5: a CAIP-2 network id such as "eip155:1". The message is the catalogue text. */
export const CaipNetworkId = Schema.String.pipe(
  Schema.filter(isCaipNetworkId, {
    message: () => new InvalidCaipNetworkId({ value: "" }).message
  }),
  Schema.brand("CaipNetworkId"),
  Schema.annotations({ identifier: "CaipNetworkId" })
)
/** SPEC §3, §5: a validated CAIP-2 network id. */
export type CaipNetworkId = typeof CaipNetworkId.Type

/** SPEC §3, §5: a CAIP-10 address such as "eip155:1:0xab…". The message is the catalogue text of the failure. */
export const CaipAddress = Schema.String.pipe(
  Schema.filter(isCaipAddress, {
    message: (issue) =>
      typeof issue.actual === "string"
        ? Either.match(parseCaipAddress(issue.actual), { onLeft: (error) => error.message, onRight: () => "" })
        : new InvalidCaip10Address({ value: "" }).message
  }),
  Schema.brand("CaipAddress"),
  Schema.annotations({ identifier: "CaipAddress" })
)
/** SPEC §3, §5: a validated CAIP-10 address. */
export type CaipAddress = typeof CaipAddress.Type

// A number reference must be a plain non-negative integer: `${NaN}` or `${1e21}` would otherwise read as one.
const isPlainReference = (reference: string | number): boolean =>
  typeof reference === "string" || (Number.isSafeInteger(reference) && reference >= 0)

/** SPEC §5: builds `namespace:reference`, failing with InvalidCaipNetworkId when the result is not valid. */
export const formatCaipNetworkId = (
  namespace: string,
  reference: string | number
): Either.Either<CaipNetworkId, InvalidCaipNetworkId> => {
  const value = `${namespace}:${reference}`
  if (!isPlainReference(reference)) return Either.left(new InvalidCaipNetworkId({ value }))
  return Either.map(parseCaipNetworkId(value), ({ chainNamespace, chainId }) =>
    CaipNetworkId.make(`${chainNamespace}:${chainId}`)
  )
}

/** SPEC §5: builds `namespace:reference:address`, failing like parseCaipAddress when the result is not valid. */
export const formatCaipAddress = (
  namespace: string,
  reference: string | number,
  address: string
): Either.Either<CaipAddress, InvalidCaip10Address | InvalidCaipAddress> => {
  const value = `${namespace}:${reference}:${address}`
  if (!isPlainReference(reference)) return Either.left(new InvalidCaip10Address({ value }))
  return Either.map(parseCaipAddress(value), ({ chainNamespace, chainId, address: account }) =>
    CaipAddress.make(`${chainNamespace}:${chainId}:${account}`)
  )
}
