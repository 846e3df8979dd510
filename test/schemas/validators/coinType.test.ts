import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { InvalidChainId } from "../../../schemas/errors/validation.js"
import { chainIdToCoinType, ETHEREUM_COIN_TYPE, EVM_COIN_TYPE_FLAG } from "../../../schemas/validators/coinType.js"

describe("chainIdToCoinType (ENSIP-11)", () => {
  it.each([
    [1, 60],
    [0, 2147483648], // ENSIP-19 default EVM coin type
    [10, 2147483658], // OP Mainnet, ENSIP-11 example
    [137, 2147483785],
    [8453, 2147492101],
    [42161, 2147525809],
    [11155111, 2158638759],
    [2 ** 31 - 1, 4294967295]
  ])("chain %d → coin type %d", (chainId, coinType) => {
    expect(chainIdToCoinType(chainId)).toStrictEqual(Either.right(coinType))
  })

  it("uses the ENSIP-11 constants", () => {
    expect(ETHEREUM_COIN_TYPE).toBe(60)
    expect(EVM_COIN_TYPE_FLAG).toBe(2 ** 31)
  })

  it("always yields an unsigned 32-bit value for a chain other than 1", () => {
    for (const chainId of [2, 56, 100, 2 ** 20, 2 ** 30, 2 ** 31 - 2]) {
      const coinType = Either.getOrThrow(chainIdToCoinType(chainId))
      expect(coinType).toBeGreaterThanOrEqual(2 ** 31)
      expect(coinType).toBeLessThan(2 ** 32)
      expect(coinType - 2 ** 31).toBe(chainId)
    }
  })

  it.each([[2 ** 31], [2 ** 31 + 1], [2 ** 32], [-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER]])(
    "chain %d fails with InvalidChainId",
    (chainId) => {
      const result = chainIdToCoinType(chainId)
      expect(result).toStrictEqual(Either.left(new InvalidChainId({ chainId })))
      expect(Either.isLeft(result) && result.left.message).toBe("Invalid chainId")
      expect(Either.isLeft(result) && result.left._tag).toBe("InvalidChainId")
    }
  )
})
