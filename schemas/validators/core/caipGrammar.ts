/**
 * The CAIP-2 / CAIP-10 grammar as checks that build no error and import no Effect: the validators (./caip.ts)
 * and the server's session cookie (schemas/ssr/sessionCookie.ts) read the same rules.
 */
import { isSupportedNamespace } from "../../namespaces.js"

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}; CAIP-10: account [-.%a-zA-Z0-9]{1,128}.
const NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/

/** An EVM address's form, `0x` and 40 hex characters (its checksum is checked apart). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

// The parts types are declared once, plainly, where walletport/validators declares its functions.
import type { CaipAddressParts, CaipNetworkIdParts } from "../../public/validators.js"

export type { CaipAddressParts, CaipNetworkIdParts }

/** The parts of a well-formed CAIP-2 id, or `undefined`. */
export const checkCaipNetworkId = (id: unknown): CaipNetworkIdParts | undefined => {
  if (typeof id !== "string") return undefined
  const [namespace, reference, ...rest] = id.split(":")
  if (
    namespace === undefined || reference === undefined || rest.length > 0 ||
    !NAMESPACE_PATTERN.test(namespace) || !REFERENCE_PATTERN.test(reference)
  ) return undefined
  return { chainNamespace: namespace, chainId: reference }
}

/** The parts of a CAIP-10 address, or which rule it breaks: the grammar or the namespace. */
export const checkCaipAddress = (value: unknown): CaipAddressParts | "grammar" | "namespace" => {
  if (typeof value !== "string") return "grammar"
  const [namespace, reference, address, ...rest] = value.split(":")
  if (
    namespace === undefined || reference === undefined || address === undefined || rest.length > 0 ||
    !NAMESPACE_PATTERN.test(namespace) || !REFERENCE_PATTERN.test(reference) ||
    !ACCOUNT_ADDRESS_PATTERN.test(address)
  ) return "grammar"
  if (!isSupportedNamespace(namespace)) return "namespace"
  return { chainNamespace: namespace, chainId: reference, address }
}
