/**
 * The shapes a browser wallet hands us (EIP-1193 provider, EIP-6963 announcement).
 * Both arrive from code we do not control, so both are decoded, never trusted.
 */
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { toHexQuantity } from "./units.js"
import { isEip1193Provider } from "./validators/eip1193Provider.js"
import { acceptInlineIconUrl, sanitizeWalletName } from "./validators/wallet.js"

export type { Eip1193Provider } from "./validators/eip1193Provider.js"

/** An object with a callable `request`: the one thing we need from a wallet. */
export const Eip1193ProviderSchema = Schema.declare(isEip1193Provider, {
  identifier: "Eip1193Provider",
  description: "an object with a request() function (EIP-1193)"
})

/** A wallet's display name: anything it sends, cleaned by sanitizeWalletName (never a reason to drop the wallet). */
export const WalletName = Schema.transform(Schema.Unknown, Schema.String, {
  strict: true,
  decode: sanitizeWalletName,
  encode: (name) => name
}).annotations({ identifier: "WalletName" })

/**
 * An EIP-6963 wallet's icon: a `data:image/…` URI (EIP-6963 requires one, and it keeps every request on the
 * page), else `undefined`, so the UI draws a generated icon instead of dropping the wallet.
 */
export const WalletIconDataUrl = Schema.transform(Schema.Unknown, Schema.UndefinedOr(Schema.String), {
  strict: true,
  decode: acceptInlineIconUrl,
  encode: (url) => url
}).annotations({ identifier: "WalletIconDataUrl" })

const Rdns = Schema.String.pipe(Schema.pattern(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/), Schema.maxLength(256))
const Uuid = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128))

/**
 * EIP-6963 provider info as shown. `uuid` and `rdns` identify the wallet, so they stay strict; the name and
 * icon are only shown, so a sloppy one is cleaned (a long name truncated, bidi controls stripped, a
 * `javascript:`/`http:` icon dropped) rather than making the wallet vanish.
 */
export const Eip6963WalletInfo = Schema.Struct({ uuid: Uuid, name: WalletName, icon: WalletIconDataUrl, rdns: Rdns })
export type Eip6963WalletInfo = typeof Eip6963WalletInfo.Type

/** EIP-6963 `eip6963:announceProvider` event detail, with the info cleaned as Eip6963WalletInfo. */
export const Eip6963WalletAnnouncement = Schema.Struct({ info: Eip6963WalletInfo, provider: Eip1193ProviderSchema })
export type Eip6963WalletAnnouncement = typeof Eip6963WalletAnnouncement.Type

/**
 * @deprecated Drops a wallet whose name is over 128 characters or whose icon is not a data URI (issue 7):
 * decode with Eip6963WalletInfo. EIP-6963 provider info, strict.
 */
export const Eip6963Info = Schema.Struct({
  uuid: Uuid,
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)),
  icon: Schema.String.pipe(Schema.startsWith("data:image/"), Schema.maxLength(512 * 1024)),
  rdns: Rdns
})
export type Eip6963Info = typeof Eip6963Info.Type

/** @deprecated Strict (see Eip6963Info): decode with Eip6963WalletAnnouncement. */
export const Eip6963Announcement = Schema.Struct({
  info: Eip6963Info,
  provider: Eip1193ProviderSchema
})
export type Eip6963Announcement = typeof Eip6963Announcement.Type

/** eth_requestAccounts / eth_accounts answer: a list of addresses (validated per item later). */
export const AccountsResponse = Schema.Array(Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/)))

/** @deprecated Strict EIP-1474 hex, which real wallets break ("0x01", numbers): decode with ChainIdFromWallet. */
export const ChainIdHex = Schema.String.pipe(Schema.pattern(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$/))

// Bounded lengths: a 64-digit hex or 20-digit decimal id is already far past the safe-integer limit.
const HEX_CHAIN_ID = /^0x[0-9a-f]{1,64}$/i
const DECIMAL_CHAIN_ID = /^\d{1,20}$/
const MAX_CHAIN_ID = BigInt(Number.MAX_SAFE_INTEGER)

const chainIdInRange = (id: bigint): number | undefined => (id > 0n && id <= MAX_CHAIN_ID ? Number(id) : undefined)

/**
 * eth_chainId / chainChanged as wallets really send it, read as leniently as wagmi does: hex with any
 * padding or case ("0x1", "0x01", "0X0001"), a decimal string ("1") or a number (1). `undefined` for
 * anything else: garbage, zero, negatives, fractions, or ids beyond 2^53 − 1 (they would not round-trip).
 */
export const parseWalletChainId = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value === "bigint") return chainIdInRange(value)
  if (typeof value !== "string") return undefined
  const text = value.trim()
  if (HEX_CHAIN_ID.test(text)) return chainIdInRange(BigInt(`0x${text.slice(2)}`))
  if (DECIMAL_CHAIN_ID.test(text)) return chainIdInRange(BigInt(text))
  return undefined
}

/** eth_chainId answer → a positive safe-integer chain id (lenient as parseWalletChainId); encodes to hex. */
export const ChainIdFromWallet = Schema.transformOrFail(Schema.Unknown, Schema.Int.pipe(Schema.positive()), {
  strict: true,
  decode: (value, _options, ast) => {
    const chainId = parseWalletChainId(value)
    return chainId === undefined
      ? ParseResult.fail(new ParseResult.Type(ast, value, "Invalid chain id from the wallet: expected a positive integer, hex or decimal"))
      : ParseResult.succeed(chainId)
  },
  encode: (chainId) => ParseResult.succeed(toHexQuantity(chainId))
}).annotations({ identifier: "ChainIdFromWallet" })

/** Decodes an eth_chainId answer with ChainIdFromWallet. */
export const decodeWalletChainId = Schema.decodeUnknownEither(ChainIdFromWallet)
