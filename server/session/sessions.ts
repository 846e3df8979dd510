/**
 * Sessions: a sessions row (the revocation handle) plus its signed token in a `__Host-` cookie, HttpOnly, Secure,
 * SameSite=Strict, on the frame's origin (Chromium takes Secure on http://127.0.0.1 too).
 */
import { randomUUID } from "node:crypto"
import * as Schema from "effect/Schema"
import { Millis, type Db } from "../db/database.js"
import { cookie } from "../http/request.js"
import { fail } from "../http/respond.js"
import { SESSION_TTL_MS } from "../limits.js"
import { signSession, verifySession, type SessionKeys } from "./tokens.js"

export const SESSION_COOKIE = "__Host-walletport_session"

export const sessionCookie = (token: string, maxAgeMs: number): string =>
  `${SESSION_COOKIE}=${token}; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`

export const clearedSessionCookie = (): string => sessionCookie("", 0)

export interface NewSession {
  readonly userId: string
  readonly projectId: string
  readonly origin: string
  readonly deviceId: string
}

/** Stores a session; resolves with its Set-Cookie value and expiry. */
export const openSession = async (
  tx: Db,
  keys: SessionKeys,
  s: NewSession,
  now: number
): Promise<{ readonly setCookie: string; readonly expiresAt: number }> => {
  const sid = randomUUID()
  const expiresAt = now + SESSION_TTL_MS
  await tx.exec(
    "INSERT INTO sessions (id, user_id, project_id, origin, device_id, expires_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [sid, s.userId, s.projectId, s.origin, s.deviceId, expiresAt]
  )
  const token = await signSession(keys, { userId: s.userId, sid, projectId: s.projectId }, now, expiresAt)
  return { setCookie: sessionCookie(token, SESSION_TTL_MS), expiresAt }
}

export interface Session extends NewSession {
  readonly sid: string
  readonly email: string
  readonly expiresAt: number
}

const Row = Schema.Struct({
  user_id: Schema.String,
  project_id: Schema.String,
  origin: Schema.String,
  device_id: Schema.String,
  expires_at: Millis,
  email: Schema.String
})

/** The request's live session, or 401: a valid token whose sid row still exists (not signed out). */
export const requireSession = async (db: Db, keys: SessionKeys, request: Request, now: number): Promise<Session> => {
  const token = cookie(request, SESSION_COOKIE)
  if (token === undefined || token === "") throw fail(401, "unauthorized", "No session")
  const claims = await verifySession(keys, token, now)
  const [row] = await db.rows(
    Row,
    `SELECT s.user_id, s.project_id, s.origin, s.device_id, s.expires_at, u.email
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [claims.sid]
  )
  if (row === undefined || row.user_id !== claims.userId || row.project_id !== claims.projectId) {
    throw fail(401, "unauthorized", "Session expired or invalid")
  }
  return {
    sid: claims.sid,
    userId: row.user_id,
    projectId: row.project_id,
    origin: row.origin,
    deviceId: row.device_id,
    email: row.email,
    expiresAt: row.expires_at
  }
}

/** Deletes the session row: its token is refused from now on. */
export const revokeSession = (db: Db, sid: string): Promise<number> => db.exec("DELETE FROM sessions WHERE id = $1", [sid])
