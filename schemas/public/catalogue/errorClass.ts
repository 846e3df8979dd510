/**
 * The shape every class of `walletport/errors` has, as hosts see it: a plain Error with its tag, its fields and
 * the two texts (the implementation's classes are Effect's; these declarations load nothing of Effect's).
 */
import type { WalletportError, WalletportErrorTag } from "../errors.js"

/** An error of the catalogue with the tag `Tag`: narrow a caught error on `_tag`, or use `instanceof` with its class. */
export interface CatalogueError<Tag extends WalletportErrorTag> extends WalletportError {
  /** Which error it is. */
  readonly _tag: Tag
}

/** A catalogue error's class: `new X(fields)` builds one (as a test fake would), `error instanceof X` recognises one. */
export interface ErrorClass<E, Fields> {
  new (...fields: {} extends Fields ? [fields?: Fields] : [fields: Fields]): E
  readonly prototype: E
}
