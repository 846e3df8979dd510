/**
 * Wallet Standard answers, decoded (SPEC §5 Solana address). Lenient where wallets differ (accounts of
 * other chains are skipped, `chains` may be missing), strict where it matters: every Solana account is a
 * base58 public key and every signature is 64 bytes.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { isSolanaAddress } from "../../../schemas/validators/solanaAddress.js"
import { isSolanaChain } from "./chains.js"

/** Ed25519 signatures are 64 bytes. */
export const SIGNATURE_BYTES = 64

const Account = Schema.Struct({
  address: Schema.String,
  chains: Schema.optional(Schema.Array(Schema.Unknown))
})
const Accounts = Schema.Array(Account)
const ConnectOutput = Schema.Struct({ accounts: Accounts })
const ChangeProperties = Schema.Struct({ accounts: Schema.optional(Accounts) })

const Signature = Schema.Uint8ArrayFromSelf.pipe(
  Schema.filter((bytes) => bytes.length === SIGNATURE_BYTES || `expected ${SIGNATURE_BYTES} bytes`)
)
const SignMessageOutput = Schema.NonEmptyArray(Schema.Struct({ signature: Signature }))
const SignTransactionOutput = Schema.NonEmptyArray(Schema.Struct({ signedTransaction: Schema.Uint8ArrayFromSelf }))
const SignAndSendOutput = Schema.NonEmptyArray(Schema.Struct({ signature: Signature }))

// An account for another chain (a multi-chain Wallet Standard wallet) is not ours; no `chains` means Solana.
const isForSolana = (account: typeof Account.Type): boolean =>
  account.chains === undefined || account.chains.length === 0 || account.chains.some(isSolanaChain)

/** The Solana addresses of a list of accounts, in the wallet's order; fails when one is not base58. */
const solanaAddresses = (accounts: typeof Accounts.Type): Either.Either<ReadonlyArray<string>, string> => {
  const ours = accounts.filter(isForSolana)
  const bad = ours.find((account) => !isSolanaAddress(account.address))
  return bad === undefined
    ? Either.right([...new Set(ours.map((account) => account.address))])
    : Either.left(`"${bad.address}" is not a Solana address`)
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** `standard:connect` output → the Solana addresses it authorised (possibly none). */
export const decodeConnectOutput = (raw: unknown): Either.Either<ReadonlyArray<string>, string> =>
  Either.flatMap(Either.mapLeft(Schema.decodeUnknownEither(ConnectOutput)(raw), describe), (output) =>
    solanaAddresses(output.accounts)
  )

/** A `standard:events` change → the new Solana addresses, or undefined when the change is not about accounts or is garbage. */
export const decodeAccountsChange = (raw: unknown): ReadonlyArray<string> | undefined =>
  Either.match(Schema.decodeUnknownEither(ChangeProperties)(raw), {
    onLeft: () => undefined,
    onRight: ({ accounts }) =>
      accounts === undefined ? undefined : Either.getOrUndefined(solanaAddresses(accounts))
  })

/** `solana:signMessage` output → the first signature's bytes. */
export const decodeSignMessageOutput = (raw: unknown): Either.Either<Uint8Array, string> =>
  Either.mapBoth(Schema.decodeUnknownEither(SignMessageOutput)(raw), { onLeft: describe, onRight: ([first]) => first.signature })

/** `solana:signTransaction` output → the signed wire transaction. */
export const decodeSignTransactionOutput = (raw: unknown): Either.Either<Uint8Array, string> =>
  Either.mapBoth(Schema.decodeUnknownEither(SignTransactionOutput)(raw), {
    onLeft: describe,
    onRight: ([first]) => first.signedTransaction
  })

/** `solana:signAndSendTransaction` output → the transaction signature's bytes. */
export const decodeSignAndSendOutput = (raw: unknown): Either.Either<Uint8Array, string> =>
  Either.mapBoth(Schema.decodeUnknownEither(SignAndSendOutput)(raw), { onLeft: describe, onRight: ([first]) => first.signature })
