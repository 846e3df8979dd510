/** Email addresses as the server keys them: trimmed, lower-cased, and of the plain local@domain shape. */
import { fail } from "../http/respond.js"

const SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

export const normalizeEmail = (raw: string): string => {
  const email = raw.trim().toLowerCase()
  if (!SHAPE.test(email)) throw fail(400, "bad_request", "Invalid email")
  return email
}
