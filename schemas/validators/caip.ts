/**
 * CAIP-2 network ids and CAIP-10 account addresses for Effect code: the Schemas and the
 * Either-returning functions (walletport/effect). The rules themselves live in ./core/caip.ts.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { InvalidCaip10Address, InvalidCaipAddress, InvalidCaipNetworkId } from "../errors/validation.js"
import type * as Plain from "../public/ids.js"
import * as core from "./core/caip.js"
import { toEither } from "./either.js"

export {
  CHAIN_NAMESPACES,
  type CaipAddressParts,
  type CaipNetworkIdParts,
  isCaipAddress,
  isCaipNetworkId,
  isSupportedNamespace
} from "./core/caip.js"

/** The chain namespaces the product supports. */
export const ChainNamespace = Schema.Literal(...core.CHAIN_NAMESPACES)
/** A supported chain namespace. */
export type ChainNamespace = core.ChainNamespace

/** True when `value` is one of the supported chain namespaces (isSupportedNamespace). */
export const isChainNamespace: (value: unknown) => value is ChainNamespace = core.isSupportedNamespace

/** Splits `namespace:reference`; Left InvalidCaipNetworkId unless two parts in the CAIP-2 grammar. */
export const parseCaipNetworkId = (id: string): Either.Either<core.CaipNetworkIdParts, InvalidCaipNetworkId> =>
  toEither(core.safeParseCaipNetworkId(id))

/** Splits `namespace:reference:address`; Left as core safeParseCaipAddress. */
export const parseCaipAddress = (
  value: string
): Either.Either<core.CaipAddressParts, InvalidCaip10Address | InvalidCaipAddress> =>
  toEither(core.safeParseCaipAddress(value))

/** A CAIP-2 network id such as "eip155:1" (any well-formed namespace). The message is the catalogue text. */
// Refined to the plain template-literal type (schemas/public/ids.ts), not branded: hosts' declarations stay Effect-free.
export const CaipNetworkId = Schema.String.pipe(
  Schema.filter((s): s is Plain.CaipNetworkId => core.isCaipNetworkId(s), { message: () => "Invalid CAIP-2 network id" }),
  Schema.annotations({ identifier: "CaipNetworkId" })
)
/** A validated CAIP-2 network id. */
export type CaipNetworkId = Plain.CaipNetworkId

/** A CAIP-10 address such as "eip155:1:0xab…". The message is the catalogue text of the failure. */
export const CaipAddress = Schema.String.pipe(
  Schema.filter((s): s is Plain.CaipAddress => core.isCaipAddress(s), {
    message: (issue) => {
      const result = core.safeParseCaipAddress(issue.actual)
      return result.success ? "" : result.error.message
    }
  }),
  Schema.annotations({ identifier: "CaipAddress" })
)
/** A validated CAIP-10 address. */
export type CaipAddress = Plain.CaipAddress

/** Builds `namespace:reference`, Left InvalidCaipNetworkId when the result is not valid. */
export const formatCaipNetworkId = (
  namespace: string,
  reference: string | number
): Either.Either<CaipNetworkId, InvalidCaipNetworkId> =>
  Either.map(toEither(core.safeFormatCaipNetworkId(namespace, reference)), CaipNetworkId.make)

/** Builds `namespace:reference:address`, Left like parseCaipAddress when the result is not valid. */
export const formatCaipAddress = (
  namespace: string,
  reference: string | number,
  address: string
): Either.Either<CaipAddress, InvalidCaip10Address | InvalidCaipAddress> =>
  Either.map(toEither(core.safeFormatCaipAddress(namespace, reference, address)), CaipAddress.make)
