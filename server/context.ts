/** What every route handler gets: the database, the clock, the keys, and the parsed options. */
import type { OtpSecrets } from "./auth/otp.js"
import type { Db } from "./db/database.js"
import type { RequestInfo, WalletServerOptions } from "./options.js"
import type { SessionKeys } from "./session/tokens.js"

export interface Context {
  readonly db: Db
  readonly options: WalletServerOptions
  readonly now: () => number
  /** Origin of publicUrl: the only Origin the API accepts. */
  readonly ownOrigin: string
  /** publicUrl without its trailing slash (links in mails). */
  readonly baseUrl: string
  readonly sessionKeys: SessionKeys
  readonly kek: Buffer
  readonly otp: OtpSecrets
}

export type Handler = (ctx: Context, request: Request, info: RequestInfo) => Promise<Response>
