// Wallet Standard requires the icon as a data:image URI; 96x96 viewBox, no external references.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#7c3aed"/>' +
  '<path d="M26 30h44l-8 9H18zM26 57h44l-8 9H18z" fill="#fff"/>' +
  '<path d="M18 43.5h44l8 9H26z" fill="#d8c7ff"/>' +
  "</svg>"

/** The demo Solana wallet's icon. */
export const DEMO_SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
