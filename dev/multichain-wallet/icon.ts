// Wallet Standard and EIP-6963 both take the icon as a data:image URI; 96x96 viewBox, no external references.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#0f766e"/>' +
  '<circle cx="38" cy="48" r="20" fill="#99f6e4"/>' +
  '<circle cx="58" cy="48" r="20" fill="#fff" fill-opacity=".85"/>' +
  "</svg>"

/** The multi-chain demo wallet's icon (both faces). */
export const MULTICHAIN_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
