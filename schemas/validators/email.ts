/**
 * Email address Schema (SPEC §5: email fields must be valid emails). The rule lives in ./core/email.ts.
 */
import * as Schema from "effect/Schema"
import { isEmail } from "./core/email.js"

export { isEmail } from "./core/email.js"

/** SPEC §5: an email address. The message never echoes the value, so no address reaches logs or telemetry. */
export const Email = Schema.String.pipe(
  Schema.filter(isEmail, { message: () => "Invalid email address" }),
  Schema.brand("Email"),
  Schema.annotations({ identifier: "Email" })
)
/** SPEC §5: a validated email address. */
export type Email = typeof Email.Type
