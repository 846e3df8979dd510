/** The decoded host options, available to every layer, and the rules read from them. */
import * as Context from "effect/Context"
import type { WalletportOptions } from "../schemas/options.js"

/** Options after decoding, defaults filled. Provided once per instance by `runtime/`. */
export class Config extends Context.Tag("walletport/Config")<Config, WalletportOptions>() {}

// The rules read from the options (Effect-free, so the instant-open preview reads them too).
export { hasWalletConnect, isWalletConnectOnly } from "../schemas/adapterRules.js"
