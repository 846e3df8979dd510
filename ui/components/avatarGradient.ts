/**
 * A deterministic CSS gradient for an address or name: a placeholder avatar and letter-icon background
 * that needs no image request. Case-insensitive so checksummed and lowercase addresses look the same.
 */

/** A 32-bit hash of `seed` (FNV-1a: tiny, and spreads similar addresses far apart), case-insensitive. */
export const seedHash = (seed: string): number => {
  let h = 0x811c9dc5
  for (const c of seed.toLowerCase()) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193)
  return h >>> 0
}

export const avatarGradient = (seed: string): string => {
  const h = seedHash(seed)
  const a = h % 360
  const b = (a + 40 + ((h >>> 12) % 140)) % 360
  return `linear-gradient(135deg,hsl(${a} 82% 62%),hsl(${b} 76% 46%))`
}
