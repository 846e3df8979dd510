/**
 * Runs the wallet server alone: `node scripts/run-ts.mjs server/cli.ts`. Reads DATABASE_URL (real Postgres) or
 * WALLET_DATA_DIR (PGlite on disk, default .tmp/wallet-data), SMTP_HOST/SMTP_PORT/MAIL_FROM, PROJECTS
 * ({"<projectId>":{"origins":[…]}}), PUBLIC_URL, FRAME_DIR (default dist/frame), RPC_URLS ({"eip155:1":"…"}), KEK
 * (32 bytes base64), OTP_PEPPER, SESSION_KEY (PKCS8 PEM, optional), PORT; serves on 127.0.0.1.
 */
import * as Schema from "effect/Schema"
import { createWalletServer, listen, smtpMail } from "./index.js"

const Env = Schema.Struct({
  DATABASE_URL: Schema.optional(Schema.String),
  WALLET_DATA_DIR: Schema.optionalWith(Schema.String, { default: () => ".tmp/wallet-data" }),
  SMTP_HOST: Schema.optionalWith(Schema.String, { default: () => "127.0.0.1" }),
  SMTP_PORT: Schema.optionalWith(Schema.NumberFromString, { default: () => 25 }),
  MAIL_FROM: Schema.optionalWith(Schema.String, { default: () => "wallet@localhost" }),
  PROJECTS: Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.Struct({ origins: Schema.Array(Schema.String) }) })),
  PUBLIC_URL: Schema.String,
  FRAME_DIR: Schema.optionalWith(Schema.String, { default: () => "dist/frame" }),
  RPC_URLS: Schema.optionalWith(Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.String })), { default: () => ({}) }),
  KEK: Schema.String,
  OTP_PEPPER: Schema.String,
  SESSION_KEY: Schema.optional(Schema.String),
  PORT: Schema.optionalWith(Schema.NumberFromString, { default: () => 0 })
})

const env = Schema.decodeUnknownSync(Env)(process.env)
const server = await createWalletServer({
  database: env.DATABASE_URL === undefined ? { dataDir: env.WALLET_DATA_DIR } : { url: env.DATABASE_URL },
  mail: smtpMail({ host: env.SMTP_HOST, port: env.SMTP_PORT, from: env.MAIL_FROM }),
  projects: env.PROJECTS,
  publicUrl: env.PUBLIC_URL,
  frameDir: env.FRAME_DIR,
  rpcUrls: env.RPC_URLS,
  secrets: { kek: env.KEK, otpPepper: env.OTP_PEPPER, ...(env.SESSION_KEY === undefined ? {} : { sessionKey: env.SESSION_KEY }) }
})
const http = await listen(server, { port: env.PORT, host: "127.0.0.1" })
console.log(`walletport wallet server on ${http.url}`)

const stop = async (): Promise<void> => {
  await http.close()
  await server.close()
  process.exit(0)
}
process.once("SIGINT", () => void stop())
process.once("SIGTERM", () => void stop())
