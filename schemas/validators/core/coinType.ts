/** ENSIP-11 coin types for EVM chains (name registration), as plain functions. */
import { CHAIN_ID_LIMIT } from "../../constants.js"
import { InvalidChainId } from "../../errors/validation.js"
import { fail, getOrThrow, type SafeParseResult, succeed } from "./result.js"

/** ENSIP-11: Ethereum mainnet keeps its SLIP-44 coin type. */
export const ETHEREUM_COIN_TYPE = 60

/** ENSIP-11: the high bit that marks an EVM chain id as a coin type. */
export const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * Coin type of an EVM chain: 60 for chain 1, else `0x80000000 | chainId`.
 * Fails with InvalidChainId for a negative, fractional or ≥ 2^31 chain id; 0 gives the ENSIP-19 default EVM coin type.
 */
export const safeChainIdToCoinType = (chainId: number): SafeParseResult<number, InvalidChainId> => {
  if (typeof chainId !== "number" || !Number.isInteger(chainId) || chainId < 0 || chainId >= CHAIN_ID_LIMIT) {
    return fail(new InvalidChainId({ chainId: typeof chainId === "number" ? chainId : String(chainId) }))
  }
  if (chainId === 1) return succeed(ETHEREUM_COIN_TYPE)
  // `|` works on signed 32-bit ints; `>>> 0` turns the result back into an unsigned number.
  return succeed((EVM_COIN_TYPE_FLAG | chainId) >>> 0)
}

/** As safeChainIdToCoinType; throws InvalidChainId ("Invalid chainId"). */
export const chainIdToCoinType = (chainId: number): number => getOrThrow(safeChainIdToCoinType(chainId))
