/**
 * The wire form of every wallet RPC error, for crossing postMessage. A Schema, so it lives apart from the
 * classes: `walletport/errors` re-exports the classes, and this is on `walletport/effect` only.
 */
import * as Schema from "effect/Schema"
import { catalogueErrorSchema } from "./catalogueError.js"
import { UnknownRpcError, WalletRpcErrorClasses } from "./walletRpc.js"

export const WalletRpcErrorSchema = Schema.Union(...[...WalletRpcErrorClasses, UnknownRpcError].map(catalogueErrorSchema))
