import type { ChainNamespace } from "../../schemas/entities/ids.js"

/** How the modal names a chain namespace (headings of the Networks view, badges on wallets). */
export const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, string>> = {
  eip155: "EVM",
  solana: "Solana",
  bip122: "Bitcoin",
  polkadot: "Polkadot",
  cosmos: "Cosmos"
}
