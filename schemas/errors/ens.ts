/**
 * ENS name errors (issue 26). Apart from the other validation errors: only the ENS chunk and `normalizeName`
 * construct it, so the core does not carry it.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * A name typed where an ENS name goes (Send's recipient, `normalizeName`) that ENSIP-15 refuses: a disallowed
 * character, a confusable mixture of scripts, an empty label… `reason` is the normaliser's (@adraffy/ens-normalize).
 * What to do: Nothing when the visitor typed it: the field shows it. In code, pass a name that normalises.
 */
export class InvalidEnsName extends CatalogueError("InvalidEnsName", {
  /** The name as typed (`name` is the error's tag). */
  input: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `Invalid name: ${this.reason}`
  }

  get details(): string {
    return developerDetails(this)
  }
}
