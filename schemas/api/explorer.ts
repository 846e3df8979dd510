/** Wallet-explorer service: wallet listings, the origins allow-list and the analytics config. */
import * as Schema from "effect/Schema"

/** One wallet of the explorer catalogue (or the bundled one). */
export const ExplorerWallet = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  image_id: Schema.optional(Schema.String),
  homepage: Schema.optional(Schema.NullOr(Schema.String)),
  rdns: Schema.optional(Schema.NullOr(Schema.String)),
  mobile_link: Schema.optional(Schema.NullOr(Schema.String)),
  desktop_link: Schema.optional(Schema.NullOr(Schema.String)),
  webapp_link: Schema.optional(Schema.NullOr(Schema.String)),
  chrome_store: Schema.optional(Schema.NullOr(Schema.String)),
  app_store: Schema.optional(Schema.NullOr(Schema.String)),
  play_store: Schema.optional(Schema.NullOr(Schema.String)),
  chains: Schema.optional(Schema.Array(Schema.String)),
  badge_type: Schema.optional(Schema.NullOr(Schema.String))
})
export interface ExplorerWallet extends Schema.Schema.Type<typeof ExplorerWallet> {}

/** GET /getWallets. */
export const WalletsResponse = Schema.Struct({ count: Schema.Int, data: Schema.Array(ExplorerWallet) })
export interface WalletsResponse extends Schema.Schema.Type<typeof WalletsResponse> {}

/** GET /projects/v1/origins. */
export const OriginsResponse = Schema.Struct({ allowedOrigins: Schema.Array(Schema.String) })

/** GET /getAnalyticsConfig. */
export const AnalyticsConfig = Schema.Struct({ isAnalyticsEnabled: Schema.Boolean })
export interface AnalyticsConfig extends Schema.Schema.Type<typeof AnalyticsConfig> {}

/**
 * Whether `origin` is on the list: exact, or a `*.` entry matching a subdomain of the same scheme
 * (`https://*.example.com` allows `https://app.example.com`, not `https://example.com`).
 */
export const originAllowed = (allowed: ReadonlyArray<string>, origin: string): boolean =>
  allowed.some((entry) => {
    if (entry === origin) return true
    const star = entry.indexOf("*.")
    if (star < 0) return false
    const prefix = entry.slice(0, star)
    const suffix = entry.slice(star + 1)
    return origin.startsWith(prefix) && origin.endsWith(suffix) && origin.length > prefix.length + suffix.length
  })
