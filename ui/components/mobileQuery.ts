/** A touch device without hover: no browser extensions there, so wallets open as apps. */
export const MOBILE_QUERY = "(hover: none) and (pointer: coarse)"
