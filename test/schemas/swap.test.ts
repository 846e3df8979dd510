import { describe, expect, it } from "vitest"
import { exactApproveData, isSlippage, minimumReceived, priceImpact, SWAP_SLIPPAGE_DEFAULT_PERCENT } from "../../schemas/swap.js"

const SPENDER = "7a250d5630b4cf539739df2c5dacb4c659f2488d"
const approve = (amount: bigint) => `0x095ea7b3${SPENDER.padStart(64, "0")}${amount.toString(16).padStart(64, "0")}`

describe("swap rules", () => {
  it("narrows the API's unlimited approve to the exact amount, same spender; anything but an approve is refused", () => {
    expect(exactApproveData(approve(2n ** 256n - 1n), 100_000_000n)).toBe(approve(100_000_000n))
    expect(exactApproveData(`0xa9059cbb${SPENDER.padStart(64, "0")}${"0".repeat(64)}`, 1n)).toBeUndefined()
    expect(exactApproveData(`${approve(1n)}00`, 1n)).toBeUndefined()
  })

  it("minimum received at the slippage (default 1 %), rounded down; price impact from USD values", () => {
    expect(SWAP_SLIPPAGE_DEFAULT_PERCENT).toBe(1)
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(999n, 0.5)).toBe(994n)
    expect(priceImpact({ amount: 1, price: 3000 }, { amount: 2970, price: 1 })).toBeCloseTo(1, 10)
    expect(priceImpact({ amount: 1, price: undefined }, { amount: 2970, price: 1 })).toBeUndefined()
    expect([0.1, 49.9].every(isSlippage)).toBe(true)
    expect([0, 50, Number.NaN, -1].some(isSlippage)).toBe(false)
  })
})
