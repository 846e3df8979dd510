/** SPEC §9: the default chain. */
import type { CaipNetworkId } from "../entities/ids.js"
import { caipNetworkIdOf } from "./defineNetwork.js"

/** SPEC §9: the default chain is Ethereum mainnet, `eip155:1`. */
export const DEFAULT_CAIP_NETWORK_ID: CaipNetworkId = /* @__PURE__ */ caipNetworkIdOf("eip155:1")
