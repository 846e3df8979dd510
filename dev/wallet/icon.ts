// EIP-6963 requires the icon as a data URI (RFC 2397); 96x96 viewBox, no external references.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#1f6feb"/>' +
  '<rect x="18" y="28" width="60" height="44" rx="9" fill="#fff"/>' +
  '<rect x="52" y="42" width="26" height="16" rx="5" fill="#9ec5ff"/>' +
  '<circle cx="61" cy="50" r="3.5" fill="#1f6feb"/>' +
  '<path d="M24 28 L62 16 L66 28 Z" fill="#cfe1ff"/>' +
  "</svg>"

/** The demo wallet's icon as a base64 `data:image/svg+xml` URI. */
export const DEMO_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
