// The data server's token icons (/icons/<SYMBOL>.svg): the symbol's first four letters on a colour from the symbol,
// sized by their count so even "WGLD" stays inside the 32 px circle (issue 23: symbols never overflow their avatar).
import type { Transaction } from "../../schemas/entities/Transaction.js"

/** Font size per mark length: ≤ 2 characters 12, 3 → 10, 4 → 8 (px of the 32 px view box). */
const fontSize = (length: number): number => (length <= 2 ? 12 : length === 3 ? 10 : 8)

export const tokenIcon = (symbol: string): string => {
  const hue = [...symbol].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)
  const mark = symbol.replace(/[^A-Za-z0-9]/g, "").slice(0, 4)
  const size = fontSize(mark.length)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="hsl(${hue} 65% 45%)"/><text x="16" y="${16 + size * 0.36}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${mark}</text></svg>`
}

/**
 * `tx` with its transfers' relative icon paths (the indexers write "/icons/wUSD.svg") made absolute on the server's
 * `base`, as a hosted history answers: the modal loads no relative image (ui/components/safeImageSrc.ts).
 */
export const withAbsoluteIcons = (tx: Transaction, base: string): Transaction => ({
  ...tx,
  transfers: tx.transfers.map((t) => {
    const url = t.fungible_info?.icon?.url
    return url === undefined || !url.startsWith("/") || t.fungible_info === undefined ? t : { ...t, fungible_info: { ...t.fungible_info, icon: { url: `${base}${url}` } } }
  })
})
