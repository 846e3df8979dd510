/**
 * Device keys: the frame's non-extractable P-256 key, known to the server by its public JWK and identified by its
 * RFC 7638 thumbprint. A device is registered to a user when a login from it succeeds (after the approval link when
 * the user already had devices).
 */
import { createPublicKey, type KeyObject } from "node:crypto"
import { calculateJwkThumbprint } from "jose"
import * as Schema from "effect/Schema"
import { DevicePublicKey } from "../../schemas/walletServer/api.js"
import type { Db } from "../db/database.js"
import { fail } from "../http/respond.js"

/** The key as node:crypto uses it; 400 when the JWK is not a point on P-256. */
export const devicePublicKey = (jwk: DevicePublicKey): KeyObject => {
  try {
    return createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: "jwk" })
  } catch {
    throw fail(400, "bad_request", "Invalid device key")
  }
}

/** The device's id: its JWK thumbprint (after checking the key is valid). */
export const deviceId = (jwk: DevicePublicKey): Promise<string> => {
  devicePublicKey(jwk)
  return calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, "sha256")
}

export const isRegistered = async (db: Db, userId: string, id: string): Promise<boolean> =>
  (await db.rows(Schema.Struct({ id: Schema.String }), "SELECT id FROM devices WHERE user_id = $1 AND id = $2", [userId, id])).length > 0

export const registerDevice = (tx: Db, userId: string, id: string, jwk: DevicePublicKey, now: number): Promise<number> =>
  tx.exec("INSERT INTO devices (user_id, id, public_jwk, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING", [
    userId,
    id,
    JSON.stringify(jwk),
    now
  ])

/** The registered key of one of the user's devices, if any. */
export const registeredKey = async (db: Db, userId: string, id: string): Promise<DevicePublicKey | undefined> => {
  const [row] = await db.rows(
    Schema.Struct({ public_jwk: Schema.parseJson(DevicePublicKey) }),
    "SELECT public_jwk FROM devices WHERE user_id = $1 AND id = $2",
    [userId, id]
  )
  return row?.public_jwk
}
