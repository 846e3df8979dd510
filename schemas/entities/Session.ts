/**
 * A wallet session of one chain namespace (ARCHITECTURE §8): what a connect or restore hands back.
 * A MULTI_CHAIN connector returns several sessions (one per namespace) from one approval.
 */
import * as Schema from "effect/Schema"
import { AccountType } from "./AccountType.js"
import { Connector } from "./Connector.js"
import { CaipAddress, CaipNetworkId, ChainNamespace } from "./ids.js"

/** The connector behind a session, as shown in the Account view and stored for restore (no rdns). */
export const SessionConnector = Connector.pick("id", "type", "name", "icon")
/** The connector behind a session. */
export interface SessionConnector extends Schema.Schema.Type<typeof SessionConnector> {}

/** ARCHITECTURE §8: one namespace's session. `caipAddress` is on the wallet's chain (`caipNetworkId`). */
export const Session = Schema.Struct({
  namespace: ChainNamespace,
  /** The active account, `namespace:reference:address` ("Addresses are namespace:chainId:address"). */
  caipAddress: CaipAddress,
  /** The account part of `caipAddress` (EIP-55 for eip155, base58 for solana). */
  address: Schema.NonEmptyString,
  /** Every account the wallet authorised, active first. */
  accounts: Schema.Array(Schema.NonEmptyString),
  /** The chain the wallet is on; may be one the host did not configure (the Unsupported Chain view). */
  caipNetworkId: CaipNetworkId,
  connector: SessionConnector,
  /** Account type, when the connector reports it (embedded, WalletConnect); Receive trusts it over a probe. */
  accountType: Schema.optional(AccountType)
})
/** ARCHITECTURE §8: one namespace's session. */
export interface Session extends Schema.Schema.Type<typeof Session> {}
