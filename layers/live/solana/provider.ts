/**
 * The Solana provider a host gets for its own calls on the connected wallet (ARCHITECTURE §8 hostProvider).
 * Plain Promises and thrown catalogue errors, no Effect. Transactions built with @solana/kit and with
 * @solana/web3.js 1.x are both accepted: web3.js objects are recognised by shape (they serialize
 * themselves), never imported, so web3.js never enters the bundle.
 */
import type { Wallet } from "@wallet-standard/base"
import type * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { SolanaCommitment } from "../../../schemas/entities/SolanaCommitment.js"
import { ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { fromProviderError } from "../../../schemas/errors/fromProviderError.js"
import { InvalidParamsRpcError, UnauthorizedProvider, UnsupportedProviderMethod } from "../../../schemas/errors/walletRpc.js"
import { encodeBase58 } from "../../../schemas/validators/base58.js"
import { lazyModule } from "../../../runtime/lazyModule.js"
import { decodeSignAndSendOutput, decodeSignMessageOutput, decodeSignTransactionOutput } from "./answers.js"
import type { SolanaWalletChain } from "./chains.js"
import { accountOf, FEATURE, type FeatureKey, walletMethod } from "./features.js"
import type { KitTransaction } from "./wire.js"

// The provider's types are the plain ones hosts read (schemas/public/solana.ts): one definition, no Effect in them.
import type { SerializableTransaction, SolanaProvider, SolanaSendOptions } from "../../../schemas/public/solana.js"

export type { SerializableTransaction, SolanaProvider, SolanaSendOptions, SolanaTransactionInput } from "../../../schemas/public/solana.js"

/** The kit transaction encoder (a failed download rejects that call with ChunkLoadFailed; the next call imports again). */
const wireChunk = lazyModule("the Solana transaction encoder", () => import("./wire.js"))

const isCommitment = Schema.is(SolanaCommitment)

/** SPEC §5: a commitment a host asks for that is not a Solana level (a host without types can pass anything). */
const invalidCommitment = (options: SolanaSendOptions | undefined): unknown =>
  [options?.preflightCommitment, options?.commitment].find((level) => level !== undefined && !isCommitment(level))

const isRecord = (value: unknown): value is object => typeof value === "object" && value !== null

const isKitTransaction = (value: unknown): value is KitTransaction =>
  isRecord(value) && Reflect.get(value, "messageBytes") instanceof Uint8Array && isRecord(Reflect.get(value, "signatures"))

const isSerializable = (value: unknown): value is SerializableTransaction =>
  isRecord(value) && typeof Reflect.get(value, "serialize") === "function"

/** Wire bytes of any accepted transaction; unsigned slots stay zero for the wallet to fill. */
export const toWireBytes = async (transaction: unknown, method: string): Promise<Uint8Array> => {
  if (transaction instanceof Uint8Array) return new Uint8Array(transaction)
  if (isKitTransaction(transaction)) return (await wireChunk()).encodeKitTransaction(transaction)
  if (isSerializable(transaction)) {
    // web3.js 1.x: a legacy Transaction refuses to serialize without every signature unless told not to check.
    const bytes: unknown = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    if (bytes instanceof Uint8Array) return new Uint8Array(bytes)
  }
  throw new InvalidParamsRpcError({
    method,
    details: "Expected a @solana/kit Transaction, a @solana/web3.js Transaction or VersionedTransaction, or wire bytes"
  })
}

const orThrow = <A>(method: string, decoded: Either.Either<A, string>): A => {
  if (decoded._tag === "Left") throw new ConnectorBadResponse({ method, cause: decoded.left })
  return decoded.right
}

/** A provider bound to one account of `wallet`; `chain` is read at each call (the dapp may switch network). */
export const makeSolanaProvider = (
  wallet: Wallet,
  account: { readonly address: string; readonly publicKey: Uint8Array | undefined },
  chain: () => SolanaWalletChain
): SolanaProvider => {
  const call = async (key: FeatureKey, input: Readonly<Record<string, unknown>>): Promise<unknown> => {
    const [feature] = FEATURE[key]
    const walletAccount = accountOf(wallet, account.address)
    if (walletAccount === undefined) {
      throw new UnauthorizedProvider({ method: feature, details: `${account.address} is no longer authorised` })
    }
    const run = walletMethod(wallet, key)
    if (run === undefined) throw new UnsupportedProviderMethod({ method: feature })
    try {
      return await run({ ...input, account: walletAccount })
    } catch (error) {
      throw fromProviderError(error, feature)
    }
  }

  return {
    address: account.address,
    publicKey: account.publicKey,
    get chain() {
      return chain()
    },
    signMessage: async (message) => {
      const bytes = typeof message === "string" ? new TextEncoder().encode(message) : message
      return orThrow(FEATURE.signMessage[0], decodeSignMessageOutput(await call("signMessage", { message: bytes })))
    },
    signTransaction: async (transaction) => {
      const [method] = FEATURE.signTransaction
      const wire = await toWireBytes(transaction, method)
      return orThrow(method, decodeSignTransactionOutput(await call("signTransaction", { transaction: wire, chain: chain() })))
    },
    signAndSendTransaction: async (transaction, options) => {
      const [method] = FEATURE.signAndSendTransaction
      const commitment = invalidCommitment(options)
      if (commitment !== undefined) throw new InvalidParamsRpcError({ method, details: `Unknown commitment ${JSON.stringify(commitment)}` })
      const wire = await toWireBytes(transaction, method)
      const input = { transaction: wire, chain: chain(), ...(options === undefined ? {} : { options }) }
      return encodeBase58(orThrow(method, decodeSignAndSendOutput(await call("signAndSendTransaction", input))))
    }
  }
}
