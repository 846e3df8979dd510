/** Account: the state of one chain namespace's connection. */
import * as Schema from "effect/Schema"
import { AccountType } from "./AccountType.js"
import { CaipAddress, ChainNamespace } from "./ids.js"
import { SocialLogin } from "./SocialProvider.js"
import { TokenBalance } from "./TokenBalance.js"

/** Wallet connection status per namespace (`reconnecting` while a session is restored). */
export const AccountStatus = Schema.Literal("disconnected", "connecting", "connected", "reconnecting")
/** Wallet connection status per namespace. */
export type AccountStatus = typeof AccountStatus.Type

/** One entry of `allAccounts`. */
export const AccountEntry = Schema.Struct({
  namespace: ChainNamespace,
  address: Schema.NonEmptyString,
  type: AccountType,
  publicKey: Schema.optional(Schema.String),
  path: Schema.optional(Schema.String)
})
/** One entry of `allAccounts`. */
export interface AccountEntry extends Schema.Schema.Type<typeof AccountEntry> {}

/** What is shown about the connected wallet. */
export const ConnectedWalletInfo = Schema.Struct({
  name: Schema.String,
  icon: Schema.optional(Schema.String),
  identifier: Schema.optional(Schema.String),
  social: Schema.optional(SocialLogin)
})
/** What is shown about the connected wallet. */
export interface ConnectedWalletInfo extends Schema.Schema.Type<typeof ConnectedWalletInfo> {}

/** The embedded-wallet user of an account. */
export const AccountUser = Schema.Struct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  username: Schema.optional(Schema.NullOr(Schema.String))
})
/** The embedded-wallet user of an account. */
export interface AccountUser extends Schema.Schema.Type<typeof AccountUser> {}

/** Preferred account type per namespace. */
export const PreferredAccountTypes = Schema.partialWith(Schema.Record({ key: ChainNamespace, value: AccountType }), {
  exact: true
})
/** Preferred account type per namespace. */
export type PreferredAccountTypes = typeof PreferredAccountTypes.Type

/** Account: one namespace's state. `currentTab` indexes Tokens, NFTs, Activity. */
export const AccountState = Schema.Struct({
  currentTab: Schema.Int.pipe(Schema.between(0, 2)),
  caipAddress: Schema.optional(CaipAddress),
  address: Schema.optional(Schema.String),
  balance: Schema.optional(Schema.String),
  balanceSymbol: Schema.optional(Schema.String),
  profileName: Schema.optional(Schema.NullOr(Schema.String)),
  profileImage: Schema.optional(Schema.NullOr(Schema.String)),
  user: Schema.optional(AccountUser),
  status: Schema.optional(AccountStatus),
  tokenBalance: Schema.optional(Schema.Array(TokenBalance)),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
  allAccounts: Schema.Array(AccountEntry),
  addressLabels: Schema.Record({ key: Schema.String, value: Schema.String }),
  preferredAccountTypes: Schema.optional(PreferredAccountTypes),
  socialProvider: Schema.optional(SocialLogin),
  farcasterUrl: Schema.optional(Schema.String),
  connectedWalletInfo: Schema.optional(ConnectedWalletInfo)
})
/** Account: one namespace's state. */
export interface AccountState extends Schema.Schema.Type<typeof AccountState> {}
