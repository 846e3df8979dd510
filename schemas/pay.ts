/** Pay (SPEC §1 pay): the host's request as decoded at the boundary. */
import * as Schema from "effect/Schema"
import type { PayRequest } from "./payRequest.js"

/** The native coin as `asset`. */
export const PAY_NATIVE_ASSET = "native"

/** The request as decoded at the boundary (a host in plain JavaScript can pass anything). */
export const PayRequestSchema: Schema.Schema<PayRequest> = Schema.Struct({
  recipient: Schema.String,
  amount: Schema.String,
  asset: Schema.optionalWith(Schema.String, { exact: true }),
  network: Schema.optionalWith(Schema.String, { exact: true })
})
