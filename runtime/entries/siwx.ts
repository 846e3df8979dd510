/**
 * `walletport/siwx`: sign-in with a wallet in the browser. Everything of
 * `walletport/siwx/server` (format, parse, verify, nonces), plus the `siwx` option's types and its
 * built-ins: `localSiwx()` (sessions on this device) and `serverSiwx({ url })` (an auth endpoint), whose code
 * loads on first use: configuring them adds no Effect to the page's first download.
 */
export * from "./siwxServer.js"
export type { SiweConfig, SiwxConfig, SiwxMessageInput, SiwxSession } from "../../schemas/siwx/config.js"
export { DEFAULT_SIWX_EXPIRY_MS, type SiwxBuiltinOptions } from "../../schemas/siwx/builtins/defaultFields.js"
export { LOCAL_SIWX_KEY, type LocalSiwxOptions, type ServerSiwxOptions, type SiwxKeyValueStorage } from "../../schemas/siwx/builtins/options.js"
export { localSiwx, serverSiwx } from "../siwx/builtins.js"
