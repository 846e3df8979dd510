/**
 * One-time codes: 6 digits from crypto.randomInt, stored only as HMAC(pepper, id‖code), compared in constant time.
 * Every try is counted in the database before the comparison (replicas share the count, parallel guesses too);
 * the code dies at its fifth wrong try, and is consumed by its first right one.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto"
import * as Schema from "effect/Schema"
import { Millis, type Db } from "../db/database.js"
import { ApiFailure, fail } from "../http/respond.js"
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "../limits.js"

export interface OtpSecrets {
  readonly pepper: string
  /** Dev only: the code every OTP gets. */
  readonly fixed?: string
}

const hash = (pepper: string, id: string, code: string): Buffer => createHmac("sha256", pepper).update(`${id}\u0000${code}`).digest()

export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, "0")

/** Stores a new code; resolves with its id and the code (to mail, never to store). */
export const issueOtp = async (db: Db, secrets: OtpSecrets, now: number): Promise<{ readonly id: string; readonly code: string }> => {
  const id = randomUUID()
  const code = secrets.fixed ?? newCode()
  await db.exec("INSERT INTO otps (id, code_hash, expires_at) VALUES ($1, $2, $3)", [
    id,
    hash(secrets.pepper, id, code).toString("hex"),
    now + OTP_TTL_MS
  ])
  return { id, code }
}

export type OtpCheck =
  | { readonly _tag: "ok" }
  | { readonly _tag: "wrong"; readonly attemptsLeft: number }
  | { readonly _tag: "expired" }
  | { readonly _tag: "tooManyAttempts" }
  | { readonly _tag: "used" }

const Counted = Schema.Struct({ attempts: Schema.Number, code_hash: Schema.String, expires_at: Millis, consumed_at: Schema.NullOr(Millis) })

export const checkOtp = async (db: Db, secrets: OtpSecrets, id: string, code: string, now: number): Promise<OtpCheck> => {
  const [row] = await db.rows(
    Counted,
    "UPDATE otps SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts, code_hash, expires_at, consumed_at",
    [id]
  )
  if (row === undefined || row.consumed_at !== null) return { _tag: "used" }
  if (row.attempts > OTP_MAX_ATTEMPTS) return { _tag: "tooManyAttempts" }
  if (now >= row.expires_at) return { _tag: "expired" }
  const right = timingSafeEqual(hash(secrets.pepper, id, code), Buffer.from(row.code_hash, "hex"))
  if (!right) {
    const attemptsLeft = OTP_MAX_ATTEMPTS - row.attempts
    return attemptsLeft === 0 ? { _tag: "tooManyAttempts" } : { _tag: "wrong", attemptsLeft }
  }
  // Consumed once: of two right tries racing, one wins.
  const consumed = await db.exec("UPDATE otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL", [id, now])
  return consumed === 1 ? { _tag: "ok" } : { _tag: "used" }
}

/** The API refusal for a check that did not pass. */
export const otpFailure = (check: Exclude<OtpCheck, { readonly _tag: "ok" }>): ApiFailure => {
  switch (check._tag) {
    case "wrong":
      return fail(400, "invalid_code", "Invalid code", { attemptsLeft: check.attemptsLeft })
    case "expired":
      return fail(410, "expired_code", "The code has expired: request a new one")
    case "used":
      return fail(410, "expired_code", "The code was already used: request a new one")
    case "tooManyAttempts":
      return fail(429, "too_many_attempts", "Too many attempts: request a new code")
  }
}

/** Checks `code`, throwing the API refusal unless it is right. */
export const requireOtp = async (db: Db, secrets: OtpSecrets, id: string, code: string, now: number): Promise<void> => {
  const check = await checkOtp(db, secrets, id, code, now)
  if (check._tag !== "ok") throw otpFailure(check)
}
