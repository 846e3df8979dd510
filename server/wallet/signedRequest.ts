/**
 * Share requests are signed by the session's device key (schemas/walletServer/deviceSignature.ts): the key must be
 * registered to the session's user, the timestamp within ±60 s of the server's clock, the nonce never seen. A stolen
 * cookie alone, or a device key alone, gets nothing.
 */
import { verify } from "node:crypto"
import { DEVICE_SIGNATURE_WINDOW_MS, deviceSignedText } from "../../schemas/walletServer/deviceSignature.js"
import type { Db } from "../db/database.js"
import { fail } from "../http/respond.js"
import { devicePublicKey, registeredKey } from "../auth/devices.js"
import type { Session } from "../session/sessions.js"

export interface Signed {
  readonly timestamp: number
  readonly nonce: string
  readonly signature: string
}

/** Throws 401 bad_signature unless `body` is signed as required; records its nonce. */
export const requireDeviceSignature = async (
  db: Db,
  a: { readonly path: string; readonly session: Session; readonly body: Signed & Readonly<Record<string, unknown>> },
  now: number
): Promise<void> => {
  const jwk = await registeredKey(db, a.session.userId, a.session.deviceId)
  if (jwk === undefined) throw fail(401, "bad_signature", "Device not registered")
  if (!Number.isFinite(a.body.timestamp) || Math.abs(now - a.body.timestamp) > DEVICE_SIGNATURE_WINDOW_MS) {
    throw fail(401, "bad_signature", "Signature timestamp out of range: check the device's clock")
  }
  const text = deviceSignedText({
    path: a.path,
    userId: a.session.userId,
    timestamp: a.body.timestamp,
    nonce: a.body.nonce,
    body: a.body
  })
  const signature = Buffer.from(a.body.signature, "base64url")
  const valid =
    signature.length === 64 &&
    verify("sha256", Buffer.from(text, "utf8"), { key: devicePublicKey(jwk), dsaEncoding: "ieee-p1363" }, signature)
  if (!valid) throw fail(401, "bad_signature", "Bad device signature")
  // Kept twice the window: any timestamp still accepted has its nonce on record.
  await db.exec("DELETE FROM used_nonces WHERE expires_at < $1", [now])
  const fresh = await db.exec("INSERT INTO used_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
    a.body.nonce,
    now + 2 * DEVICE_SIGNATURE_WINDOW_MS
  ])
  if (fresh === 0) throw fail(401, "bad_signature", "Replayed request")
}
