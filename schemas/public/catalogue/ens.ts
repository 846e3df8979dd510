/** ens: plain declarations of walletport/errors (generated shape; checked against schemas/errors/ens.ts). */
import * as impl from "../../errors/ens.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A name typed where an ENS name goes (Send's recipient, `normalizeName`) that ENSIP-15 refuses: a disallowed
 * character, a confusable mixture of scripts, an empty label… `reason` is the normaliser's (@adraffy/ens-normalize).
 * What to do: Nothing when the visitor typed it: the field shows it. In code, pass a name that normalises.
 */
export interface InvalidEnsName extends CatalogueError<"InvalidEnsName"> {
  /** The name as typed (`name` is the error's tag). */
  readonly input: string
  readonly reason: string
}
export const InvalidEnsName: ErrorClass<InvalidEnsName, { readonly reason: string; readonly input: string }> = impl.InvalidEnsName
