/**
 * How many fraction digits the display helpers (schemas/format.ts) show. Apart from the other
 * constants (schemas/constants.ts re-exports them): the connect button formats its balance from the host's
 * initial chunk, which then holds these three numbers and not the whole table.
 */

/** Default fraction digits of formatNumber. */
export const NUMBER_DISPLAY_DECIMALS = 2

/** Fraction digits of a floored native balance. */
export const BALANCE_DISPLAY_DECIMALS = 3

/** Fraction digits of a token balance. */
export const TOKEN_BALANCE_DISPLAY_DECIMALS = 2

/** Fiat values from this amount up show compact ("$31.2M") where space is short (schemas/displayNumbers.ts). */
export const COMPACT_FIAT_FROM = 1_000_000
