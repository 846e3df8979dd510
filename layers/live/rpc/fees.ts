/** SPEC §9 fee estimate: the base fee (or legacy gas price) times 1.2, as viem's `baseFeeMultiplier`. */
import { FEE_BASE_MULTIPLIER } from "../../../schemas/constants.js"
import type { Fees } from "../../../services/ChainRpc.js"

// 1.2 as an exact ratio of bigints (viem rounds the multiplier the same way, to its decimals).
const MULTIPLIER_DENOMINATOR = 100n
const MULTIPLIER_NUMERATOR = BigInt(Math.ceil(FEE_BASE_MULTIPLIER * Number(MULTIPLIER_DENOMINATOR)))

export const withFeeMultiplier = (value: bigint): bigint => (value * MULTIPLIER_NUMERATOR) / MULTIPLIER_DENOMINATOR

export const eip1559Fees = (baseFeePerGas: bigint, maxPriorityFeePerGas: bigint): Fees => ({
  type: "eip1559",
  baseFeePerGas,
  maxPriorityFeePerGas,
  maxFeePerGas: withFeeMultiplier(baseFeePerGas) + maxPriorityFeePerGas
})

export const legacyFees = (gasPrice: bigint): Fees => ({ type: "legacy", gasPrice: withFeeMultiplier(gasPrice) })
