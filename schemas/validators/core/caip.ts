/**
 * CAIP-2 network ids and CAIP-10 account addresses, as plain functions.
 * Grammar from the CAIP-2 and CAIP-10 standards. A network id only has to be well formed ("exactly
 * two parts"); a CAIP-10 address must also be in a namespace the product serves ("a known namespace").
 */
import { InvalidCaip10Address, InvalidCaipAddress, InvalidCaipNetworkId } from "../../errors/validation.js"
import { fail, getOrThrow, type SafeParseResult, succeed } from "./result.js"

import { CHAIN_NAMESPACES, type ChainNamespace } from "../../namespaces.js"
import { type CaipAddressParts, type CaipNetworkIdParts, checkCaipAddress, checkCaipNetworkId } from "./caipGrammar.js"

export { CHAIN_NAMESPACES, type ChainNamespace }
export type { CaipAddressParts, CaipNetworkIdParts }

/** How a non-string input is named in the error's `value`. */
export const describeInput = (value: unknown): string => (typeof value === "string" ? value : `(${typeof value})`)

export { isSupportedNamespace } from "../../namespaces.js"

/** Splits `namespace:reference`; InvalidCaipNetworkId unless exactly two parts in the CAIP-2 grammar. */
export const safeParseCaipNetworkId = (id: unknown): SafeParseResult<CaipNetworkIdParts, InvalidCaipNetworkId> => {
  const parts = checkCaipNetworkId(id)
  return parts === undefined ? fail(new InvalidCaipNetworkId({ value: describeInput(id) })) : succeed(parts)
}

/** As safeParseCaipNetworkId; throws InvalidCaipNetworkId ("Invalid CAIP-2 network id"). */
export const parseCaipNetworkId = (id: unknown): CaipNetworkIdParts => getOrThrow(safeParseCaipNetworkId(id))

/**
 * Splits `namespace:reference:address`. Any break of the CAIP-10 grammar (part count, empty part,
 * characters, length) fails with InvalidCaip10Address; a well-formed address in a namespace the product does
 * not serve fails with InvalidCaipAddress. The address itself is not checked against its chain's format.
 */
export const safeParseCaipAddress = (
  value: unknown
): SafeParseResult<CaipAddressParts, InvalidCaip10Address | InvalidCaipAddress> => {
  const parts = checkCaipAddress(value)
  if (parts === "grammar") return fail(new InvalidCaip10Address({ value: describeInput(value) }))
  if (parts === "namespace") return fail(new InvalidCaipAddress({ value: describeInput(value) }))
  return succeed(parts)
}

/** As safeParseCaipAddress; throws InvalidCaip10Address or InvalidCaipAddress. */
export const parseCaipAddress = (value: unknown): CaipAddressParts => getOrThrow(safeParseCaipAddress(value))

/** True when `value` is a well-formed CAIP-2 network id (any namespace). */
export const isCaipNetworkId = (value: unknown): value is `${string}:${string}` => checkCaipNetworkId(value) !== undefined

/** True when `value` is a CAIP-10 address in a supported namespace. */
export const isCaipAddress = (value: unknown): value is `${ChainNamespace}:${string}:${string}` =>
  typeof checkCaipAddress(value) === "object"

// A number reference must be a plain non-negative integer: `${NaN}` or `${1e21}` would otherwise read as one.
const isPlainReference = (reference: string | number): boolean =>
  typeof reference === "string" || (Number.isSafeInteger(reference) && reference >= 0)

/** Builds `namespace:reference`, failing with InvalidCaipNetworkId when the result is not valid. */
export const safeFormatCaipNetworkId = (
  namespace: string,
  reference: string | number
): SafeParseResult<`${string}:${string}`, InvalidCaipNetworkId> => {
  const value = `${namespace}:${reference}`
  if (!isPlainReference(reference)) return fail(new InvalidCaipNetworkId({ value }))
  const parsed = safeParseCaipNetworkId(value)
  if (!parsed.success) return parsed
  const id: `${string}:${string}` = `${parsed.data.chainNamespace}:${parsed.data.chainId}`
  return succeed(id)
}

/** Builds `namespace:reference:address`, failing like safeParseCaipAddress when the result is not valid. */
export const safeFormatCaipAddress = (
  namespace: string,
  reference: string | number,
  address: string
): SafeParseResult<`${ChainNamespace}:${string}:${string}`, InvalidCaip10Address | InvalidCaipAddress> => {
  const value = `${namespace}:${reference}:${address}`
  if (!isPlainReference(reference)) return fail(new InvalidCaip10Address({ value }))
  const parsed = safeParseCaipAddress(value)
  if (!parsed.success) return parsed
  const { chainNamespace, chainId, address: account } = parsed.data
  const caipAddress: `${ChainNamespace}:${string}:${string}` = `${chainNamespace}:${chainId}:${account}`
  return succeed(caipAddress)
}

/** As safeFormatCaipNetworkId; throws InvalidCaipNetworkId. */
export const formatCaipNetworkId = (namespace: string, reference: string | number): `${string}:${string}` =>
  getOrThrow(safeFormatCaipNetworkId(namespace, reference))

/** As safeFormatCaipAddress; throws InvalidCaip10Address or InvalidCaipAddress. */
export const formatCaipAddress = (
  namespace: string,
  reference: string | number,
  address: string
): `${ChainNamespace}:${string}:${string}` => getOrThrow(safeFormatCaipAddress(namespace, reference, address))
