/** SPEC §7 analytics: the body of POST {analytics}/e. */
import * as Schema from "effect/Schema"

/** Event data plus the address; values stay JSON. */
export const AnalyticsProps = Schema.Record({ key: Schema.String, value: Schema.Unknown })

/** SPEC §7: one analytics event as posted. */
export const AnalyticsEventBody = Schema.Struct({
  eventId: Schema.String,
  url: Schema.String,
  domain: Schema.String,
  timestamp: Schema.Number,
  props: AnalyticsProps
})
export interface AnalyticsEventBody extends Schema.Schema.Type<typeof AnalyticsEventBody> {}

/** SPEC §7: the props of an error telemetry event. */
export const ErrorTelemetryProps = Schema.Struct({
  type: Schema.Literal("error"),
  event: Schema.String,
  errorType: Schema.String,
  errorMessage: Schema.String,
  stackTrace: Schema.optional(Schema.String)
})
export interface ErrorTelemetryProps extends Schema.Schema.Type<typeof ErrorTelemetryProps> {}
