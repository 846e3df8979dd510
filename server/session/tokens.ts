/**
 * Session tokens: EdDSA JWTs (jose) with sub = user id, sid = the sessions row that revokes it, aud = project id,
 * 1 h. Verified with a 30 s clock tolerance; a token not yet valid (future nbf: the visitor's or a replica's clock
 * is off) gets SPEC §8's message.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto"
import { errors, jwtVerify, SignJWT } from "jose"
import * as Schema from "effect/Schema"
import { SERVER_MESSAGES } from "../../schemas/errors/dataApi.js"
import { fail } from "../http/respond.js"
import { SESSION_CLOCK_TOLERANCE_S } from "../limits.js"

export const ISSUER = "walletport-server"

export interface SessionKeys {
  readonly privateKey: KeyObject
  readonly publicKey: KeyObject
}

/** From a PKCS8 PEM Ed25519 key, or a fresh pair (dev: tokens die with the process). */
export const sessionKeys = (pem: string | undefined): SessionKeys => {
  const privateKey = pem === undefined ? generateKeyPairSync("ed25519").privateKey : createPrivateKey(pem)
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("secrets.sessionKey: expected an Ed25519 PKCS8 key")
  return { privateKey, publicKey: createPublicKey(privateKey) }
}

export interface SessionClaims {
  readonly userId: string
  readonly sid: string
  readonly projectId: string
}

const seconds = (ms: number): number => Math.floor(ms / 1000)

export const signSession = (keys: SessionKeys, claims: SessionClaims, now: number, expiresAt: number): Promise<string> =>
  new SignJWT({ sid: claims.sid, amr: ["otp"] })
    .setProtectedHeader({ alg: "EdDSA", typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setAudience(claims.projectId)
    .setIssuedAt(seconds(now))
    .setNotBefore(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(keys.privateKey)

const Claims = Schema.Struct({ sub: Schema.String, sid: Schema.String, aud: Schema.String })

/** The token's claims, or a 401 (SPEC §8's text when it is not yet valid). */
export const verifySession = async (keys: SessionKeys, token: string, now: number): Promise<SessionClaims> => {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ["EdDSA"],
      issuer: ISSUER,
      clockTolerance: SESSION_CLOCK_TOLERANCE_S,
      currentDate: new Date(now)
    })
    const claims = Schema.decodeUnknownSync(Claims)(payload)
    return { userId: claims.sub, sid: claims.sid, projectId: claims.aud }
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "nbf") {
      throw fail(401, "unauthorized", SERVER_MESSAGES.jwtNotYetValid)
    }
    throw fail(401, "unauthorized", "Session expired or invalid")
  }
}
