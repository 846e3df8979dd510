/**
 * The error catalogue (SPEC §8), grouped by boundary. Each class is a CatalogueError (catalogueError.ts; the
 * three sign-in refusals a back end sends are Schema.TaggedError, being decoded), whose prototype `name` is its
 * `_tag` string: a minifier renames the class but not the string, so `error.name`, `String(error)`
 * and stack traces stay readable without `keepNames` (test/schemas/errors/walletportError.test.ts checks a
 * minified bundle). isWalletportError recognises them by tag, across copies of the library.
 */
export * from "./alerts.js"
export * from "./analytics.js"
export * from "./chainRpc.js"
export * from "./chunk.js"
export * from "./connectors.js"
export * from "./dataApi.js"
export * from "./ens.js"
export * from "./features.js"
export * from "./frame.js"
export * from "./fromProviderError.js"
export * from "./names.js"
export * from "./siwx.js"
export * from "./storage.js"
export * from "./transactions.js"
export * from "./validation.js"
export * from "./walletRpc.js"
export * from "./walletConnect.js"
export * from "./WalletportError.js"
