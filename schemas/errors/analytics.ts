/**
 * Analytics errors. Telemetry never fails a user flow: these are only
 * logged by the analytics layer, never returned to callers.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * POST {analytics}/e failed; a 403 additionally raises the invalidAppConfiguration alert.
 * What to do: Nothing, unless it is a 403: then fix the project's allowlist.
 */
export class AnalyticsRequestFailed extends CatalogueError("AnalyticsRequestFailed", {
  status: Schema.optional(Schema.Number),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return this.status === undefined ? "Analytics request failed" : `Analytics request failed with status ${this.status}`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * More than 5 error events in 60 s; the event is dropped.
 * What to do: Nothing.
 */
export class AnalyticsRateLimited extends CatalogueError("AnalyticsRateLimited", {
  event: Schema.String
}) {
  override get message(): string {
    return "Error telemetry rate limit reached"
  }

  get details(): string {
    return developerDetails(this)
  }
}
