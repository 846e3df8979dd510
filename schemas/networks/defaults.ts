/** SPEC §9: the default chain. */
import { DEFAULT_CAIP_NETWORK_ID as DEFAULT_ID } from "../constants.js"
import type { CaipNetworkId } from "../entities/ids.js"
import { caipNetworkIdOf } from "./defineNetwork.js"

/** SPEC §9: the default chain is Ethereum mainnet, `eip155:1` (the constant of schemas/constants.ts, branded). */
export const DEFAULT_CAIP_NETWORK_ID: CaipNetworkId = /* @__PURE__ */ caipNetworkIdOf(DEFAULT_ID)
