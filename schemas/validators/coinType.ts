/** ENSIP-11 coin types for Effect code: the Either form. The rule lives in ./core/coinType.ts. */
import type * as Either from "effect/Either"
import type { InvalidChainId } from "../errors/validation.js"
import { safeChainIdToCoinType } from "./core/coinType.js"
import { toEither } from "./either.js"

export { ETHEREUM_COIN_TYPE, EVM_COIN_TYPE_FLAG } from "./core/coinType.js"

/** Coin type of an EVM chain (60 for chain 1, else `0x80000000 | chainId`); Left InvalidChainId. */
export const chainIdToCoinType = (chainId: number): Either.Either<number, InvalidChainId> =>
  toEither(safeChainIdToCoinType(chainId))
