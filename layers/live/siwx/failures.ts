/**
 * What a failed sign-in shows (SPEC §4 sign-in flow, §8 "Sign-in"), decided by the failure's tag: only the
 * visitor's own refusal in the wallet is "Signature declined"; any other wallet error keeps its catalogue
 * class and text; a back end's refusal keeps its class (the verifier's reason, or SmartAccountsUnsupported
 * when the back end says so, schemas/siwx/refusal.ts); any other back-end failure is the initialisation failure.
 */
import type { ConnectorBadResponse, WalletNotFound } from "../../../schemas/errors/connectors.js"
import { SignatureDeclined, SiwxInitFailed } from "../../../schemas/errors/siwx.js"
import type { UserRejectedRequest, WalletRpcError } from "../../../schemas/errors/walletRpc.js"
import { type SiwxRefusal, siwxRefusalOf } from "../../../schemas/siwx/refusal.js"

/** How the wallet can fail to sign, once a connected wallet was found. */
export type WalletSigningError = WalletRpcError | WalletNotFound | ConnectorBadResponse

/** The wallet's failure as the sign view shows it. */
export const signingFailure = (
  error: WalletSigningError
): SignatureDeclined | Exclude<WalletSigningError, UserRejectedRequest> =>
  error._tag === "UserRejectedRequest" ? new SignatureDeclined({ cause: error }) : error

/** The back end's failure to store a signed session (`addSession` rejected with `cause`) as the sign view shows it. */
export const storingFailure = (cause: unknown): SiwxRefusal | SiwxInitFailed => siwxRefusalOf(cause) ?? new SiwxInitFailed({ cause })
