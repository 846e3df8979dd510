/**
 * The schema, as numbered migrations applied in order at start, each recorded in schema_migrations, all in one
 * transaction under an advisory lock (replicas starting together apply each one once). Append only: never edit a
 * migration that has shipped. Times are epoch milliseconds (bigint) from the server's clock (`now`), not the database's.
 */
import type { Db } from "./database.js"
import * as Schema from "effect/Schema"

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const MIGRATIONS: ReadonlyArray<Migration> = [
  {
    version: 1,
    name: "email login, devices, sessions, shares",
    sql: `
      CREATE TABLE users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at bigint NOT NULL
      );
      -- A device key (P-256, non-extractable in the frame) registered to a user; id = its JWK thumbprint (RFC 7638).
      CREATE TABLE devices (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        id text NOT NULL,
        public_jwk text NOT NULL,
        created_at bigint NOT NULL,
        PRIMARY KEY (user_id, id)
      );
      -- One-time codes: only HMAC(pepper, id || code) is kept.
      CREATE TABLE otps (
        id text PRIMARY KEY,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at bigint NOT NULL,
        consumed_at bigint
      );
      CREATE TABLE login_challenges (
        id text PRIMARY KEY,
        email text NOT NULL,
        project_id text NOT NULL,
        origin text NOT NULL,
        device_id text,
        device_jwk text,
        otp_id text REFERENCES otps(id),
        approval_token_hash text UNIQUE,
        approval_expires_at bigint,
        approved_at bigint,
        created_at bigint NOT NULL
      );
      -- Every mail sent: the resend cooldown and the hourly caps count these (shared by all replicas).
      CREATE TABLE mail_events (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        ip text,
        visitor_started boolean NOT NULL,
        at bigint NOT NULL
      );
      CREATE INDEX mail_events_email_at ON mail_events (email, at);
      CREATE INDEX mail_events_ip_at ON mail_events (ip, at);
      CREATE INDEX mail_events_at ON mail_events (at);
      CREATE INDEX otps_expires_at ON otps (expires_at);
      CREATE INDEX login_challenges_created_at ON login_challenges (created_at);
      CREATE INDEX login_challenges_otp_id ON login_challenges (otp_id);
      -- A session token's sid: deleting the row revokes the token.
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        project_id text NOT NULL,
        origin text NOT NULL,
        device_id text NOT NULL,
        expires_at bigint NOT NULL
      );
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      -- Share A of the 2-of-3 split, AES-256-GCM under the KEK; the addresses are the frame's commitments.
      CREATE TABLE wallets (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        evm_address text NOT NULL,
        solana_address text NOT NULL,
        auth_share text NOT NULL,
        primary_device_id text NOT NULL,
        created_at bigint NOT NULL
      );
      -- A recovered device's own 2-of-2 share An, bound to that device's key.
      CREATE TABLE device_shares (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_id text NOT NULL,
        share text NOT NULL,
        created_at bigint NOT NULL,
        PRIMARY KEY (user_id, device_id)
      );
      -- Nonces of device-signed requests, kept past the signature window.
      CREATE TABLE used_nonces (
        nonce text PRIMARY KEY,
        expires_at bigint NOT NULL
      );
      CREATE TABLE email_updates (
        id text PRIMARY KEY,
        session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        new_email text NOT NULL,
        stage text NOT NULL CHECK (stage IN ('primary', 'secondary', 'done')),
        otp_id text NOT NULL REFERENCES otps(id),
        created_at bigint NOT NULL
      );
      CREATE INDEX email_updates_session_id ON email_updates (session_id);
      CREATE INDEX email_updates_otp_id ON email_updates (otp_id);
    `
  }
]

/** Any constant: the advisory lock that serialises migrating replicas. */
const MIGRATION_LOCK = 0x77616c6c

/** Applies the migrations `db` lacks; resolves with the versions it applied (none on a restart). */
export const migrate = (db: Db, migrations: ReadonlyArray<Migration> = MIGRATIONS, now: number = Date.now()) =>
  db.transaction(async (tx) => {
    await tx.exec("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK])
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)"
    )
    const done = new Set(
      (await tx.rows(Schema.Struct({ version: Schema.Number }), "SELECT version FROM schema_migrations")).map((r) => r.version)
    )
    const applied: Array<number> = []
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue
      await tx.exec(m.sql)
      await tx.exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [m.version, m.name, now])
      applied.push(m.version)
    }
    return applied
  })
