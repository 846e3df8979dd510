/** The decoded host options (SPEC §1), available to every layer. */
import * as Context from "effect/Context"
import type { WalletportOptions } from "../schemas/options.js"

/** SPEC §1: options after decoding, defaults filled. Provided once per instance by `runtime/`. */
export class Config extends Context.Tag("walletport/Config")<Config, WalletportOptions>() {}
