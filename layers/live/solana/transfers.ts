/**
 * Solana transfers (issue 10): the account's SOL and SPL tokens (Token and Token-2022 accounts), a v0 transfer of
 * SOL or of an SPL token (creating the recipient's associated token account when it has none) with its fee, and a
 * signature's status. Chain reads go through ./reads.ts (the shared RPC policy); @solana/kit only builds the
 * transaction. Loaded with import() on the first Send. Instructions are encoded by hand (three fixed layouts), so
 * no program client package is needed.
 */
import * as Effect from "effect/Effect"
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getAddressEncoder,
  getBase64Decoder,
  getProgramDerivedAddress,
  getStructEncoder,
  getU32Encoder,
  getU64Encoder,
  getU8Encoder,
  type Instruction,
  isBlockhash,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash
} from "@solana/kit"
import { RpcHttpError } from "../../../schemas/errors/chainRpc.js"
import { NATIVE_TOKEN_ID, type SendToken, type Transfer, type TransferOutcome } from "../../../schemas/send.js"
import { truncateAddress } from "../../../schemas/format.js"
import type { SignatureStatus, SolanaReadError, SolanaReads } from "./reads.js"
import { encodeKitTransaction } from "./wire.js"

const SYSTEM_PROGRAM = address("11111111111111111111111111111111")
const TOKEN_PROGRAM = address("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
const TOKEN_2022_PROGRAM = address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
const ATA_PROGRAM = address("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")
/** A Token-program account's size, for the rent of the recipient's new associated token account. */
const TOKEN_ACCOUNT_BYTES = 165n

const systemTransfer = getStructEncoder([["instruction", getU32Encoder()], ["lamports", getU64Encoder()]])
const transferChecked = getStructEncoder([["instruction", getU8Encoder()], ["amount", getU64Encoder()], ["decimals", getU8Encoder()]])
/** Token program instruction 12; associated-token-account instruction 1 (create, idempotent). */
const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

/** One parsed SPL token account, or undefined when the node answered another shape. */
const parsedTokenAccount = (pubkey: string, data: unknown, program: string): SendToken & { readonly raw: bigint } | undefined => {
  const parsed = isRecord(data) ? data["parsed"] : undefined
  const info = isRecord(parsed) ? parsed["info"] : undefined
  const amount = isRecord(info) ? info["tokenAmount"] : undefined
  const mint = isRecord(info) ? info["mint"] : undefined
  if (!isRecord(amount) || typeof mint !== "string") return undefined
  const raw = amount["amount"]
  const decimals = amount["decimals"]
  if (typeof raw !== "string" || !/^\d+$/.test(raw) || typeof decimals !== "number") return undefined
  const short = truncateAddress(mint)
  return { id: mint, kind: "spl", name: `Token ${short}`, symbol: short, decimals, balance: BigInt(raw), raw: BigInt(raw), program, account: pubkey }
}

/** SOL first, then one entry per mint (its largest account), as the picker lists them. Fails: SolanaReadError. */
export const listTokens = (reads: SolanaReads, caipNetworkId: string, owner: string): Effect.Effect<ReadonlyArray<SendToken>, SolanaReadError> =>
  Effect.map(
    Effect.all([
      reads.getBalance(caipNetworkId, owner),
      Effect.forEach([TOKEN_PROGRAM, TOKEN_2022_PROGRAM], (programId) =>
        Effect.map(reads.getTokenAccountsByOwner(caipNetworkId, owner, programId), (accounts) => ({ programId, accounts })), { concurrency: "unbounded" })
    ], { concurrency: "unbounded" }),
    ([lamports, programs]) => tokensOf(lamports, programs)
  )

const tokensOf = (
  lamports: bigint,
  programs: ReadonlyArray<{ readonly programId: string; readonly accounts: ReadonlyArray<{ readonly pubkey: string; readonly data: unknown }> }>
): ReadonlyArray<SendToken> => {
  const byMint = new Map<string, SendToken>()
  for (const { programId, accounts } of programs) {
    for (const entry of accounts) {
      const token = parsedTokenAccount(entry.pubkey, entry.data, programId)
      const known = token === undefined ? undefined : byMint.get(token.id)
      if (token !== undefined && token.balance > 0n && (known === undefined || token.balance > known.balance)) byMint.set(token.id, token)
    }
  }
  const sol: SendToken = { id: NATIVE_TOKEN_ID, kind: "native", name: "Solana", symbol: "SOL", decimals: 9, balance: lamports }
  return [sol, ...byMint.values()]
}

/** The owner's associated token account of a mint (a hash, computed locally; kit's derivation is async). */
const associatedAccount = (owner: string, program: string, mint: string) => {
  const encoder = getAddressEncoder()
  return Effect.tryPromise({
    try: () =>
      getProgramDerivedAddress({
        programAddress: ATA_PROGRAM,
        seeds: [encoder.encode(address(owner)), encoder.encode(address(program)), encoder.encode(address(mint))]
      }).then(([ata]) => ata),
    catch: (cause) => new RpcHttpError({ url: "getProgramDerivedAddress", cause })
  })
}

/** The instructions of a transfer, and the rent it pays for a new recipient token account. */
const instructionsOf = (
  reads: SolanaReads,
  caipNetworkId: string,
  transfer: Transfer
): Effect.Effect<{ readonly instructions: ReadonlyArray<Instruction>; readonly rent: bigint }, SolanaReadError> => Effect.gen(function*() {
  const from = address(transfer.from)
  const to = address(transfer.to)
  const { token } = transfer
  if (token.kind === "native") {
    return {
      rent: 0n,
      instructions: [{
        programAddress: SYSTEM_PROGRAM,
        accounts: [{ address: from, role: AccountRole.WRITABLE_SIGNER }, { address: to, role: AccountRole.WRITABLE }],
        data: new Uint8Array(systemTransfer.encode({ instruction: 2, lamports: transfer.amount }))
      }]
    }
  }
  const program = address(token.program ?? TOKEN_PROGRAM)
  const mint = address(token.id)
  const source = token.account === undefined ? yield* associatedAccount(transfer.from, program, token.id) : address(token.account)
  const destination = yield* associatedAccount(transfer.to, program, token.id)
  const exists = yield* reads.accountExists(caipNetworkId, destination)
  const rent = exists ? 0n : yield* reads.getMinimumBalanceForRentExemption(caipNetworkId, TOKEN_ACCOUNT_BYTES)
  return {
    rent,
    instructions: [
      {
        programAddress: ATA_PROGRAM,
        accounts: [
          { address: from, role: AccountRole.WRITABLE_SIGNER },
          { address: destination, role: AccountRole.WRITABLE },
          { address: to, role: AccountRole.READONLY },
          { address: mint, role: AccountRole.READONLY },
          { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
          { address: program, role: AccountRole.READONLY }
        ],
        data: new Uint8Array([CREATE_IDEMPOTENT])
      },
      {
        programAddress: program,
        accounts: [
          { address: source, role: AccountRole.WRITABLE },
          { address: mint, role: AccountRole.READONLY },
          { address: destination, role: AccountRole.WRITABLE },
          { address: from, role: AccountRole.READONLY_SIGNER }
        ],
        data: new Uint8Array(transferChecked.encode({ instruction: TRANSFER_CHECKED, amount: transfer.amount, decimals: token.decimals }))
      }
    ]
  }
})

/**
 * The unsigned v0 transaction (wire bytes) on a fresh blockhash, what it costs in lamports (network fee plus any
 * rent), and the last block height the blockhash is valid for. Fails: SolanaReadError.
 */
export const planTransfer = (
  reads: SolanaReads,
  caipNetworkId: string,
  transfer: Transfer
): Effect.Effect<{ readonly wire: Uint8Array; readonly fee: bigint; readonly lastValidBlockHeight: bigint }, SolanaReadError> =>
  Effect.gen(function*() {
    const [{ instructions, rent }, latest] = yield* Effect.all([
      instructionsOf(reads, caipNetworkId, transfer),
      reads.getLatestBlockhash(caipNetworkId)
    ], { concurrency: "unbounded" })
    const { blockhash } = latest
    if (!isBlockhash(blockhash)) return yield* new RpcHttpError({ url: "getLatestBlockhash", status: 200, cause: `not a blockhash: ${blockhash}` })
    const lifetime = { blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
    const compiled = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(transfer.from), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
      (m) => compileTransaction(m)
    )
    const networkFee = yield* reads.getFeeForMessage(caipNetworkId, getBase64Decoder().decode(compiled.messageBytes))
    return { wire: encodeKitTransaction(compiled), fee: (networkFee ?? 0n) + rent, lastValidBlockHeight: latest.lastValidBlockHeight }
  })

const outcomeOf = (status: SignatureStatus): TransferOutcome | undefined => {
  if (status === null) return undefined
  if (status.err !== null && status.err !== undefined) return "reverted"
  return status.confirmationStatus === "confirmed" || status.confirmationStatus === "finalized" ? "success" : undefined
}

/**
 * The signature's outcome once confirmed; undefined while the chain has not confirmed it. With the blockhash's
 * `lastValidBlockHeight` (unknown for entries stored before it was kept: then only the status counts), "dropped"
 * as @solana/kit's `waitForRecentTransactionConfirmation` and web3.js's `confirmTransaction` decide it: the chain's
 * block height is past it and the signature is unknown, so it can never land. The height is read before the
 * status (searched in the node's history: the watch may resume long after a reload), so a transaction that
 * landed in between is seen. Fails: SolanaReadError.
 */
export const signatureOutcome = (
  reads: SolanaReads,
  caipNetworkId: string,
  signature: string,
  lastValidBlockHeight?: bigint
): Effect.Effect<TransferOutcome | undefined, SolanaReadError> =>
  Effect.gen(function*() {
    const status = yield* reads.getSignatureStatus(caipNetworkId, signature)
    if (status !== null || lastValidBlockHeight === undefined) return outcomeOf(status)
    const height = yield* reads.getBlockHeight(caipNetworkId)
    if (height <= lastValidBlockHeight) return undefined
    const final = yield* reads.getSignatureStatus(caipNetworkId, signature, { searchTransactionHistory: true })
    return final === null ? "dropped" : outcomeOf(final)
  })
