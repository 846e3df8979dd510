/**
 * Every error class of walletport/errors as one union, to narrow on `_tag` (derived from the classes; its tags
 * are checked against schemas/errors/WalletportError.ts in test/types/publicErrors.ts).
 */
import type * as catalogue from "./index.js"
import type { ErrorClass } from "./errorClass.js"
import { isWalletportError as isCatalogueError } from "../../errors/WalletportError.js"

export { WALLETPORT_ERROR_TAGS, type WalletportErrorTag } from "../../errors/tags.js"

/** Every error of the catalogue (an instance of any class of walletport/errors): narrow on `_tag` to reach its own fields. */
export type WalletportError = {
  [K in keyof typeof catalogue]: (typeof catalogue)[K] extends ErrorClass<infer E, never> ? E : never
}[keyof typeof catalogue]

/**
 * True for an error of walletport's catalogue, from this copy of the library or another (its `_tag` and a
 * string `message` are checked, not a class identity).
 */
export const isWalletportError: (value: unknown) => value is WalletportError = isCatalogueError
