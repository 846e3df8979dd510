/**
 * Email address Schema (Email fields must be valid emails). The rule lives in ./core/email.ts.
 */
import * as Schema from "effect/Schema"
import { isEmail } from "./core/email.js"

export { isEmail } from "./core/email.js"

/** An email address. The message never echoes the value, so no address reaches logs or telemetry. */
export const Email = Schema.String.pipe(
  Schema.filter(isEmail, { message: () => "Invalid email address" }),
  Schema.brand("Email"),
  Schema.annotations({ identifier: "Email" })
)
/** A validated email address. */
export type Email = typeof Email.Type
