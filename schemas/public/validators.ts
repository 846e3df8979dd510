/**
 * The validators of `walletport/validators` whose implementation fails with a catalogue class, declared with
 * the plain classes of schemas/public/catalogue/ (the implementation's own declarations name Effect's): each
 * value is the implementation itself, so its annotation is checked against it at compile time.
 */
import * as caip from "../validators/core/caip.js"
import * as coinType from "../validators/core/coinType.js"
import * as decimal from "../validators/core/decimal.js"
import * as ensName from "../validators/core/ensName.js"
import * as evmAddress from "../validators/core/evmAddress.js"
import type { SafeParseResult } from "../validators/core/result.js"
import type { ChainNamespace } from "../namespaces.js"
import type { InvalidEnsName } from "./catalogue/ens.js"
import type { InvalidAddress, InvalidCaip10Address, InvalidCaipAddress, InvalidCaipNetworkId, InvalidChainId, InvalidDecimalNumber } from "./catalogue/validation.js"

export { CHAIN_NAMESPACES, type ChainNamespace, isSupportedNamespace } from "../namespaces.js"

/** The parts of a CAIP-2 network id, in any namespace. `chainId` is the reference ("1", a genesis hash). */
export interface CaipNetworkIdParts {
  /** The namespace, e.g. "eip155". */
  readonly chainNamespace: string
  /** The reference within the namespace, e.g. "1". */
  readonly chainId: string
}

/** The parts of a CAIP-10 account address; its namespace is one walletport serves. */
export interface CaipAddressParts {
  /** The namespace, e.g. "eip155". */
  readonly chainNamespace: ChainNamespace
  /** The reference within the namespace, e.g. "1". */
  readonly chainId: string
  /** The account's address on that chain. */
  readonly address: string
}

/** How strictly isEvmAddress reads an address. */
export interface EvmAddressOptions {
  /** When true (the default), a mixed-case address must have a valid EIP-55 checksum. */
  readonly strict?: boolean
}

/** Splits `namespace:reference`; InvalidCaipNetworkId unless exactly two parts in the CAIP-2 grammar. */
export const safeParseCaipNetworkId: (id: unknown) => SafeParseResult<CaipNetworkIdParts, InvalidCaipNetworkId> = caip.safeParseCaipNetworkId
/** As safeParseCaipNetworkId; throws InvalidCaipNetworkId ("Invalid CAIP-2 network id"). */
export const parseCaipNetworkId: (id: unknown) => CaipNetworkIdParts = caip.parseCaipNetworkId
/**
 * Splits `namespace:reference:address`. Any break of the CAIP-10 grammar fails with InvalidCaip10Address; a
 * well-formed address in a namespace walletport does not serve fails with InvalidCaipAddress. The address itself
 * is not checked against its chain's format.
 */
export const safeParseCaipAddress: (value: unknown) => SafeParseResult<CaipAddressParts, InvalidCaip10Address | InvalidCaipAddress> = caip.safeParseCaipAddress
/** As safeParseCaipAddress; throws InvalidCaip10Address or InvalidCaipAddress. */
export const parseCaipAddress: (value: unknown) => CaipAddressParts = caip.parseCaipAddress
/** True when `value` is a well-formed CAIP-2 network id (any namespace). */
export const isCaipNetworkId: (value: unknown) => value is `${string}:${string}` = caip.isCaipNetworkId
/** True when `value` is a CAIP-10 address in a namespace walletport serves. */
export const isCaipAddress: (value: unknown) => value is `${ChainNamespace}:${string}:${string}` = caip.isCaipAddress
/** Builds `namespace:reference`, failing with InvalidCaipNetworkId when the result is not valid. */
export const safeFormatCaipNetworkId: (namespace: string, reference: string | number) => SafeParseResult<`${string}:${string}`, InvalidCaipNetworkId> =
  caip.safeFormatCaipNetworkId
/** Builds `namespace:reference:address`, failing like safeParseCaipAddress when the result is not valid. */
export const safeFormatCaipAddress: (
  namespace: string,
  reference: string | number,
  address: string
) => SafeParseResult<`${ChainNamespace}:${string}:${string}`, InvalidCaip10Address | InvalidCaipAddress> = caip.safeFormatCaipAddress
/** As safeFormatCaipNetworkId; throws InvalidCaipNetworkId. */
export const formatCaipNetworkId: (namespace: string, reference: string | number) => `${string}:${string}` = caip.formatCaipNetworkId
/** As safeFormatCaipAddress; throws InvalidCaip10Address or InvalidCaipAddress. */
export const formatCaipAddress: (namespace: string, reference: string | number, address: string) => `${ChainNamespace}:${string}:${string}` =
  caip.formatCaipAddress

/** ENSIP-11: Ethereum mainnet keeps its SLIP-44 coin type. */
export const ETHEREUM_COIN_TYPE: 60 = coinType.ETHEREUM_COIN_TYPE
/** ENSIP-11: the high bit that marks an EVM chain id as a coin type. */
export const EVM_COIN_TYPE_FLAG: 0x80000000 = coinType.EVM_COIN_TYPE_FLAG
/**
 * The ENSIP-11 coin type of an EVM chain: 60 for chain 1, else `0x80000000 | chainId`. Fails with InvalidChainId
 * for a negative, fractional or ≥ 2^31 chain id; 0 gives the ENSIP-19 default EVM coin type.
 */
export const safeChainIdToCoinType: (chainId: number) => SafeParseResult<number, InvalidChainId> = coinType.safeChainIdToCoinType
/** As safeChainIdToCoinType; throws InvalidChainId ("Invalid chainId"). */
export const chainIdToCoinType: (chainId: number) => number = coinType.chainIdToCoinType

/** True for an optional minus, digits and an optional `.digits` fraction. */
export const isDecimalString: (value: unknown) => value is string = decimal.isDecimalString
/**
 * Parses a decimal string into base units (`"1.5"`, 18 → 1500000000000000000n). Fraction digits beyond
 * `decimals` are rounded half away from zero (viem's rule). Fails with InvalidDecimalNumber on any other shape or
 * when `decimals` is not a non-negative integer.
 */
export const safeParseDecimal: (value: unknown, decimals: number) => SafeParseResult<bigint, InvalidDecimalNumber> = decimal.safeParseDecimal
/** As safeParseDecimal; throws InvalidDecimalNumber ("Number `x` is not a valid decimal number."). */
export const parseDecimal: (value: unknown, decimals: number) => bigint = decimal.parseDecimal
/**
 * Formats base units as a decimal string without trailing zeros (as viem's formatUnits). `decimals` must be a
 * non-negative integer; anything else is a programming error and throws.
 */
export const formatDecimal: (value: bigint, decimals: number) => string = decimal.formatDecimal

/** The name in ENSIP-15 normalised form, or InvalidEnsName with the normaliser's reason. */
export const safeNormalizeName: (value: unknown) => SafeParseResult<string, InvalidEnsName> = ensName.safeNormalizeName
/** As safeNormalizeName; throws InvalidEnsName. */
export const normalizeName: (value: unknown) => string = ensName.normalizeName

/** True for a 0x-prefixed 20-byte hex address (with a valid EIP-55 checksum when mixed-case, unless `strict: false`). */
export const isEvmAddress: (value: unknown, options?: EvmAddressOptions) => value is `0x${string}` = evmAddress.isEvmAddress
/** The address, or InvalidAddress. */
export const safeParseEvmAddress: (value: unknown, options?: EvmAddressOptions) => SafeParseResult<`0x${string}`, InvalidAddress> = evmAddress.safeParseEvmAddress
/** As safeParseEvmAddress; throws InvalidAddress. */
export const parseEvmAddress: (value: unknown, options?: EvmAddressOptions) => `0x${string}` = evmAddress.parseEvmAddress
