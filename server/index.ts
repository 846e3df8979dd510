/**
 * The wallet server (ARCHITECTURE §10, notes/embedded-wallet.md §3c): a Fetch-API handler over Postgres (PGlite by
 * default) serving the frame page and the /v1 API the frame calls. Stateless: run replicas on one database.
 */
import { openDatabase } from "./db/database.js"
import { migrate } from "./db/migrations.js"
import { checkProjects } from "./frame/origins.js"
import type { Context } from "./context.js"
import type { WalletServer, WalletServerOptions } from "./options.js"
import { serve } from "./router.js"
import { sessionKeys } from "./session/tokens.js"
import { parseKek } from "./wallet/kek.js"

export type { DatabaseOption, MailMessage, MailTransport, ProjectConfig, RequestInfo, WalletServer, WalletServerOptions } from "./options.js"
export { listen } from "./http/node.js"
export { smtpMail } from "./mail/smtp.js"

const checkFixedOtp = (code: string | undefined): void => {
  if (code === undefined) return
  if (process.env["NODE_ENV"] === "production") throw new Error("devFixedOtp is refused when NODE_ENV=production")
  if (!/^\d{6}$/.test(code)) throw new Error("devFixedOtp: expected 6 digits")
}

export const createWalletServer = async (options: WalletServerOptions): Promise<WalletServer> => {
  checkProjects(options.projects)
  checkFixedOtp(options.devFixedOtp)
  if (options.secrets.otpPepper.length < 16) throw new Error("secrets.otpPepper: expected at least 16 characters")
  const kek = parseKek(options.secrets.kek)
  const keys = sessionKeys(options.secrets.sessionKey)
  const publicUrl = new URL(options.publicUrl)
  const basePath = publicUrl.pathname.replace(/\/+$/, "")
  const now = options.now ?? Date.now
  const db = await openDatabase(options.database)
  try {
    await migrate(db, undefined, now())
  } catch (error) {
    await db.close()
    throw error
  }
  const ctx: Context = {
    db,
    options,
    now,
    ownOrigin: publicUrl.origin,
    baseUrl: publicUrl.origin + basePath,
    sessionKeys: keys,
    kek,
    otp: options.devFixedOtp === undefined ? { pepper: options.secrets.otpPepper } : { pepper: options.secrets.otpPepper, fixed: options.devFixedOtp }
  }
  let closed: Promise<void> | undefined
  return {
    fetch: (request, info = {}) => serve(ctx, basePath, request, info),
    close: () => (closed ??= db.close())
  }
}
