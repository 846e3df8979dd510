/**
 * The shapes a browser wallet hands us (EIP-1193 provider, EIP-6963 announcement).
 * Both arrive from code we do not control, so both are decoded, never trusted.
 */
import * as Schema from "effect/Schema"

/** EIP-1193: what we call on a wallet. Listener methods are optional; some wallets lack them. */
export interface Eip1193Provider {
  readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>
  readonly on?: (event: string, listener: (...args: Array<unknown>) => void) => unknown
  readonly removeListener?: (event: string, listener: (...args: Array<unknown>) => void) => unknown
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  (typeof value === "object" || typeof value === "function") &&
  value !== null &&
  "request" in value &&
  typeof value.request === "function"

/** An object with a callable `request`: the one thing we need from a wallet. */
export const Eip1193ProviderSchema = Schema.declare(isProvider, {
  identifier: "Eip1193Provider",
  description: "an object with a request() function (EIP-1193)"
})

/** EIP-6963 provider info. The icon must be a data URI so no request leaves the page for it. */
export const Eip6963Info = Schema.Struct({
  uuid: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)),
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)),
  icon: Schema.String.pipe(Schema.startsWith("data:image/"), Schema.maxLength(512 * 1024)),
  rdns: Schema.String.pipe(Schema.pattern(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/), Schema.maxLength(256))
})
export type Eip6963Info = typeof Eip6963Info.Type

/** EIP-6963 `eip6963:announceProvider` event detail. */
export const Eip6963Announcement = Schema.Struct({
  info: Eip6963Info,
  provider: Eip1193ProviderSchema
})
export type Eip6963Announcement = typeof Eip6963Announcement.Type

/** eth_requestAccounts / eth_accounts answer: a list of addresses (validated per item later). */
export const AccountsResponse = Schema.Array(Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/)))

/** eth_chainId answer: a hex quantity (EIP-1474: no leading zeros). */
export const ChainIdHex = Schema.String.pipe(Schema.pattern(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$/))
