// Size-check host (bench/size.ts): the React page of bench/scenarios/walletport with every adapter a host can
// configure (everyAdapter.ts) on mainnet, arbitrum and solana. Its initial chunk is held to React + 8 KiB.
import { createWalletport } from "../../runtime/entries/react.js"
import { everyAdapter } from "./everyAdapter.js"
import { networks } from "./networks.js"
import { renderPage } from "./reactPage.js"

renderPage(createWalletport({ projectId: "bench", networks, adapters: everyAdapter }))
