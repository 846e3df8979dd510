/** analytics: plain declarations of walletport/errors (generated shape; checked against schemas/errors/analytics.ts). */
import * as impl from "../../errors/analytics.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * POST {analytics}/e failed; a 403 additionally raises the invalidAppConfiguration alert.
 * What to do: Nothing, unless it is a 403: then fix the project's allowlist.
 */
export interface AnalyticsRequestFailed extends CatalogueError<"AnalyticsRequestFailed"> {
  readonly status?: number | undefined
  readonly cause?: unknown
}
export const AnalyticsRequestFailed: ErrorClass<AnalyticsRequestFailed, { readonly cause?: unknown; readonly status?: number | undefined }> = impl.AnalyticsRequestFailed

/**
 * More than 5 error events in 60 s; the event is dropped.
 * What to do: Nothing.
 */
export interface AnalyticsRateLimited extends CatalogueError<"AnalyticsRateLimited"> {
  readonly event: string
}
export const AnalyticsRateLimited: ErrorClass<AnalyticsRateLimited, { readonly event: string }> = impl.AnalyticsRateLimited
