// Uniswap V2's constant-product quote (UniswapV2Library.getAmountOut: a 0.3 % fee on the input), so the data
// server can tell price impact from the reserves the router quotes from.

/** What `amountIn` buys from a pair holding `reserveIn` / `reserveOut`, as the router computes it. */
export const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

/** The amounts along a path of pairs (each hop's reserves in the order of travel), like `getAmountsOut`. */
export const amountsOut = (amountIn: bigint, hops: ReadonlyArray<readonly [reserveIn: bigint, reserveOut: bigint]>): ReadonlyArray<bigint> =>
  hops.reduce<Array<bigint>>((amounts, [reserveIn, reserveOut]) => [...amounts, amountOut(amounts[amounts.length - 1] ?? 0n, reserveIn, reserveOut)], [amountIn])
