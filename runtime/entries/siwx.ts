/**
 * `walletport/siwx`: sign-in with a wallet in the browser. Everything of
 * `walletport/siwx/server` (format, parse, verify, nonces), plus the `siwx` option's types and its
 * built-ins: `localSiwx()` (sessions on this device) and `serverSiwx({ url })` (an auth endpoint).
 */
export * from "./siwxServer.js"
export type { SiweConfig, SiwxConfig, SiwxMessageInput, SiwxSession } from "../../schemas/siwx/config.js"
export { DEFAULT_SIWX_EXPIRY_MS, type SiwxBuiltinOptions } from "../../schemas/siwx/builtins/defaultFields.js"
export { LOCAL_SIWX_KEY, localSiwx, type LocalSiwxOptions, type SiwxKeyValueStorage } from "../../schemas/siwx/builtins/local.js"
export { serverSiwx, type ServerSiwxOptions } from "../../schemas/siwx/builtins/server.js"
