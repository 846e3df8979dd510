// The local price table (USD): what the data server multiplies balances and transfers by.

/** USD price per unit, by symbol. */
export const PRICES: Readonly<Record<string, number>> = {
  ETH: 3120.55,
  SOL: 142.3,
  wUSD: 1,
  wGLD: 2410.2,
  wSPL: 0.5
}

export const priceOf = (symbol: string): number => PRICES[symbol] ?? 0

/** Rounds a USD value to cents, as a number. */
export const usd = (amount: number): number => Math.round(amount * 100) / 100
