/**
 * Solana transfers through @solana/kit (issue 10): the account's SOL and SPL tokens (Token and Token-2022
 * accounts), a v0 transfer of SOL or of an SPL token (creating the recipient's associated token account when
 * it has none) with its fee, and a signature's status. Loaded with import() on the first Send, like ./rpc.ts.
 * Instructions are encoded by hand (three fixed layouts), so no program client package is needed.
 */
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
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  type TransactionMessageBytesBase64
} from "@solana/kit"
import { NATIVE_TOKEN_ID, type SendToken, type Transfer, type TransferOutcome } from "../../../schemas/send.js"
import { truncateAddress } from "../../../schemas/format.js"
import { rpcFor } from "./rpc.js"
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

/** SOL first, then one entry per mint (its largest account), as the picker lists them. */
export const listTokens = async (url: string, owner: string, abortSignal: AbortSignal): Promise<ReadonlyArray<SendToken>> => {
  const rpc = rpcFor(url)
  const [{ value: lamports }, ...programs] = await Promise.all([
    rpc.getBalance(address(owner)).send({ abortSignal }),
    ...[TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) =>
      rpc.getTokenAccountsByOwner(address(owner), { programId }, { encoding: "jsonParsed" }).send({ abortSignal }).then((r) => ({ programId, accounts: r.value }))
    )
  ])
  const byMint = new Map<string, SendToken>()
  for (const { programId, accounts } of programs) {
    for (const entry of accounts) {
      const token = parsedTokenAccount(entry.pubkey, entry.account.data, programId)
      const known = token === undefined ? undefined : byMint.get(token.id)
      if (token !== undefined && token.balance > 0n && (known === undefined || token.balance > known.balance)) byMint.set(token.id, token)
    }
  }
  const sol: SendToken = { id: NATIVE_TOKEN_ID, kind: "native", name: "Solana", symbol: "SOL", decimals: 9, balance: lamports }
  return [sol, ...byMint.values()]
}

const associatedAccount = async (owner: string, program: string, mint: string) => {
  const encoder = getAddressEncoder()
  const [ata] = await getProgramDerivedAddress({
    programAddress: ATA_PROGRAM,
    seeds: [encoder.encode(address(owner)), encoder.encode(address(program)), encoder.encode(address(mint))]
  })
  return ata
}

/** The instructions of a transfer, and the rent it pays for a new recipient token account. */
const instructionsOf = async (url: string, transfer: Transfer, abortSignal: AbortSignal): Promise<{ readonly instructions: ReadonlyArray<Instruction>; readonly rent: bigint }> => {
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
  const source = token.account === undefined ? await associatedAccount(transfer.from, program, token.id) : address(token.account)
  const destination = await associatedAccount(transfer.to, program, token.id)
  const rpc = rpcFor(url)
  const existing = await rpc.getAccountInfo(destination, { encoding: "base64" }).send({ abortSignal })
  const rent = existing.value === null ? await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_BYTES).send({ abortSignal }) : 0n
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
}

/** The unsigned v0 transaction (wire bytes) on a fresh blockhash, and what it costs in lamports: network fee plus any rent. */
export const planTransfer = async (url: string, transfer: Transfer, abortSignal: AbortSignal): Promise<{ readonly wire: Uint8Array; readonly fee: bigint }> => {
  const rpc = rpcFor(url)
  const [{ instructions, rent }, { value: lifetime }] = await Promise.all([
    instructionsOf(url, transfer, abortSignal),
    rpc.getLatestBlockhash().send({ abortSignal })
  ])
  const compiled = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(transfer.from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => compileTransaction(m)
  )
  const message = getBase64Decoder().decode(compiled.messageBytes) as TransactionMessageBytesBase64
  const { value: networkFee } = await rpc.getFeeForMessage(message).send({ abortSignal })
  return { wire: encodeKitTransaction(compiled), fee: (networkFee ?? 0n) + rent }
}

/** The signature's outcome once confirmed; undefined while the chain has not confirmed it. */
export const signatureOutcome = async (url: string, signature: string, abortSignal: AbortSignal): Promise<TransferOutcome | undefined> => {
  const { value: [status] } = await rpcFor(url).getSignatureStatuses([toSignature(signature)]).send({ abortSignal })
  if (status === null || status === undefined) return undefined
  if (status.err !== null) return "reverted"
  return status.confirmationStatus === "confirmed" || status.confirmationStatus === "finalized" ? "success" : undefined
}

export { toChainRpcError } from "./rpc.js"
