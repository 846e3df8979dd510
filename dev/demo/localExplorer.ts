// The demo's anvil names the local data server's block explorer (dev/data-server/txPage.ts), so Send's Sent screen
// links a real page offline, as it links Etherscan on mainnet.
import type { Network } from "../../schemas/entities/Network.js"
import { LOCAL_EXPLORER_PATH } from "../data-server/explorerPath.js"

/** `network` with the data server at `apiUrl` as its block explorer; unchanged without a data server. */
export const withLocalExplorer = (network: Network, apiUrl: string | undefined): Network =>
  apiUrl === undefined ? network : { ...network, blockExplorers: { default: { name: "Local explorer", url: `${apiUrl}${LOCAL_EXPLORER_PATH}` } } }
