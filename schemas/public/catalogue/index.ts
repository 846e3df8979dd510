/**
 * The error classes of `walletport/errors`, declared plainly (tag, fields, `message`, `details`): the values are
 * the catalogue's own classes (schemas/errors/), so `instanceof` and the messages are theirs; the declarations load
 * nothing of Effect's.
 */
export * from "./alerts.js"
export * from "./analytics.js"
export * from "./chainRpc.js"
export * from "./chunk.js"
export * from "./connectors.js"
export * from "./dataApi.js"
export * from "./ens.js"
export type { CatalogueError, ErrorClass } from "./errorClass.js"
export * from "./features.js"
export * from "./frame.js"
export * from "./fromProviderError.js"
export * from "./names.js"
export * from "./options.js"
export * from "./siwx.js"
export * from "./storage.js"
export * from "./transactions.js"
export * from "./validation.js"
export * from "./walletConnect.js"
export * from "./walletRpc.js"
export * from "./walletportError.js"
