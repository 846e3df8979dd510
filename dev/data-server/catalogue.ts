// The local explorer catalogue: the demo wallets (their icons served by the data server) ahead of the bundled
// list of well-known wallets, each with the chains it serves.
import type { ExplorerWallet } from "../../schemas/api/explorer.js"
import { BUNDLED_WALLETS } from "../../layers/live/bundledWallets.js"
import { MULTICHAIN_WALLET_ICON } from "../multichain-wallet/icon.js"
import { MULTICHAIN_WALLET_NAME, MULTICHAIN_WALLET_RDNS } from "../multichain-wallet/index.js"
import { DEMO_SOLANA_WALLET_ICON } from "../solana-wallet/icon.js"
import { DEMO_SOLANA_WALLET_NAME } from "../solana-wallet/index.js"
import { DEMO_WALLET_ICON } from "../wallet/icon.js"
import { DEMO_WALLET_NAME, DEMO_WALLET_RDNS } from "../wallet/index.js"

/** Image id → SVG text, for GET /getWalletImage/{id}. */
export const WALLET_IMAGES: ReadonlyMap<string, string> = new Map(
  [
    ["walletport-demo", DEMO_WALLET_ICON],
    ["walletport-solana-demo", DEMO_SOLANA_WALLET_ICON],
    ["walletport-multichain-demo", MULTICHAIN_WALLET_ICON]
  ].map(([id, uri]) => [id ?? "", atob((uri ?? "").replace(/^data:image\/svg\+xml;base64,/, ""))])
)

/** The demo wallets, as the explorer lists them. */
export const DEMO_CATALOGUE: ReadonlyArray<ExplorerWallet> = [
  { id: "walletport-demo", name: DEMO_WALLET_NAME, rdns: DEMO_WALLET_RDNS, image_id: "walletport-demo", chains: ["eip155"] },
  { id: "walletport-solana-demo", name: DEMO_SOLANA_WALLET_NAME, image_id: "walletport-solana-demo", chains: ["solana"] },
  {
    id: "walletport-multichain-demo",
    name: MULTICHAIN_WALLET_NAME,
    rdns: MULTICHAIN_WALLET_RDNS,
    image_id: "walletport-multichain-demo",
    chains: ["eip155", "solana"]
  }
]

/** Everything the local explorer lists. */
export const CATALOGUE: ReadonlyArray<ExplorerWallet> = [...DEMO_CATALOGUE, ...BUNDLED_WALLETS]

/**
 * `n` generated demo wallets (dev only), for paging the catalogue past its real size: ids and names numbered
 * from 1, EVM, no image (the modal shows its placeholder). Turned on with POST /dev/switch { generatedWallets: n }.
 */
export const generatedWallets = (n: number): ReadonlyArray<ExplorerWallet> =>
  Array.from({ length: n }, (_, i) => ({
    id: `walletport-generated-${String(i + 1).padStart(4, "0")}`,
    name: `Generated Wallet ${i + 1}`,
    homepage: "https://example.invalid",
    chains: ["eip155"]
  }))
