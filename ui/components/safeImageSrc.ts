/**
 * The one source policy of every `<img>` that shows something from outside (wallet and network icons, token
 * icons, NFT previews, profile avatars, the connect button's avatar, in React and in `<walletport-button>`).
 * React- and Effect-free, so the element's initial chunk can use it.
 */

// What an <img> may load: inline raster or SVG images (an SVG in an <img> runs no script), HTTPS, or plain HTTP on
// the loopback host (a secure context: the offline stack in development). `javascript:`, other `http:` (mixed
// content, tracking over plain text), relative URLs, other data types and anything else are refused.
const SAFE_SRC = /^(data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]|https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/)/i

/** `src` (trimmed) when an <img> may load it, else undefined: the caller shows its placeholder instead. */
export const safeImageSrc = (src: string | null | undefined): string | undefined => {
  const trimmed = src?.trim()
  return trimmed !== undefined && SAFE_SRC.test(trimmed) ? trimmed : undefined
}
