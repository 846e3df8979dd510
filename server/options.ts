/**
 * What a host passes to createWalletServer (ARCHITECTURE §10): where the data lives, how mail goes out, which
 * parent origins each project allows, and the secrets. Nothing here is read from the environment (server/cli.ts does that).
 */
import type { PGlite } from "@electric-sql/pglite"

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html?: string
}

/** Sends one mail; a rejection fails the request that asked for it (the visitor can try again). */
export interface MailTransport {
  readonly send: (message: MailMessage) => Promise<void>
}

/**
 * `url`: a real Postgres server; `dataDir`: PGlite on disk (one process per directory); `memory`: PGlite in memory
 * (tests, demos); `pglite`: an open PGlite the caller owns and closes (tests load one template; replicas in one process).
 */
export type DatabaseOption =
  | { readonly url: string }
  | { readonly dataDir: string }
  | { readonly memory: true }
  | { readonly pglite: PGlite }

export interface ProjectConfig {
  /** Parent origins (scheme://host[:port]) allowed to embed the frame for this project. */
  readonly origins: ReadonlyArray<string>
}

export interface WalletServerSecrets {
  /** PKCS8 PEM Ed25519 key that signs session tokens; generated per process when absent (dev: replicas need one shared key). */
  readonly sessionKey?: string
  /** 32 bytes, base64: the key-encryption key that wraps auth shares at rest. */
  readonly kek: string
  /** Secret mixed into the stored OTP hashes (a database leak alone does not give the codes). */
  readonly otpPepper: string
}

export interface WalletServerOptions {
  readonly database: DatabaseOption
  readonly mail: MailTransport
  /** Allowed parent origins per projectId. */
  readonly projects: Readonly<Record<string, ProjectConfig>>
  /** This server's own origin and base path (links in mails; the only Origin its API accepts). */
  readonly publicUrl: string
  /** The built frame: frame.html, and the hashed files under assets/ (served at /frame/assets/…). */
  readonly frameDir: string
  /** CAIP-2 → JSON-RPC URL: given to the frame in FrameConfig and allowed in its CSP connect-src. */
  readonly rpcUrls: Readonly<Record<string, string>>
  readonly secrets: WalletServerSecrets
  /** Epoch milliseconds; tests move time. */
  readonly now?: () => number
  /** Dev only: every OTP is this code. Off by default; refused when NODE_ENV is production. */
  readonly devFixedOtp?: string
  /** Sent to the frame in FrameConfig (FRAME_READY's version). */
  readonly version?: string
}

/** Per-request facts the Fetch API's Request does not carry; the node:http adapter fills them. */
export interface RequestInfo {
  /** The peer's address: per-IP mail caps apply only when it is known. */
  readonly clientIp?: string
}

export interface WalletServer {
  readonly fetch: (request: Request, info?: RequestInfo) => Promise<Response>
  /** Closes the database (a PGlite passed in by the caller stays open). */
  readonly close: () => Promise<void>
}
