/**
 * Storage errors. The catalogue names none, so these are ours: they are only
 * logged (a bad stored value is dropped, never thrown into the UI).
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * A stored value that failed to decode (bad JSON, wrong shape, too large). It is dropped.
 * What to do: Nothing: the session starts fresh; logged as a warning (`debug: true`).
 */
export class StorageCorrupted extends CatalogueError("StorageCorrupted", {
  key: Schema.String,
  reason: Schema.Literal("json", "shape", "tooLarge", "version"),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return `Stored value "${this.key}" was unreadable (${this.reason}) and was dropped`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The backing store refused a read or write (private mode, quota, no window). Storage falls back to memory.
 * What to do: Nothing: the session is not kept across reloads on that page.
 */
export class StorageUnavailable extends CatalogueError("StorageUnavailable", {
  operation: Schema.Literal("get", "set", "remove", "clear"),
  key: Schema.optional(Schema.String),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return `Storage is unavailable (${this.operation}); using memory for this session`
  }

  get details(): string {
    return developerDetails(this)
  }
}

export type StorageError = StorageCorrupted | StorageUnavailable
