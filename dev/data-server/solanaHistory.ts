// The Solana side of the history indexer (issue 9): follows the local Solana chain (Surfpool) through its
// JSON-RPC — getSignaturesForAddress, then getTransaction (jsonParsed) for each signature not read yet — and
// turns System Program and SPL Token transfers into SPEC §3 Transactions viewed from one account. Confirmed
// transactions never change, so each is read once; the signature list is asked again on every history call
// (so a transfer confirmed a moment ago is there).
import { formatUnits } from "viem"
import type { Transaction, TransactionTransfer } from "../../schemas/entities/Transaction.js"
import { priceOf, usd } from "./prices.js"

/** Signatures asked for per history call (Surfpool's and Solana's maximum). */
const SIGNATURES_LIMIT = 1000

/** A token the indexer can name (the local SPL mint). */
export interface KnownMint {
  readonly mint: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** One transfer of a transaction, between owners (token accounts resolved to their owners). */
interface RawTransfer {
  readonly from: string
  readonly to: string
  /** Undefined for SOL. */
  readonly mint?: string
  readonly amount: bigint
  readonly decimals: number
}

interface IndexedTx {
  readonly signature: string
  readonly feePayer: string
  readonly minedAt: string
  readonly status: "confirmed" | "failed"
  readonly transfers: ReadonlyArray<RawTransfer>
}

export interface SolanaHistory {
  /** The account's transactions, newest first. */
  readonly history: (address: string) => Promise<ReadonlyArray<Transaction>>
}

type Rpc = (method: string, params: ReadonlyArray<unknown>) => Promise<unknown>

const field = (value: unknown, ...path: ReadonlyArray<string | number>): unknown =>
  path.reduce<unknown>((v, key) => (typeof v === "object" && v !== null ? Reflect.get(v, key) : undefined), value)
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)
const list = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : [])
const integer = (value: unknown): bigint | undefined =>
  typeof value === "number" && Number.isInteger(value) ? BigInt(value) : typeof value === "string" && /^\d+$/.test(value) ? BigInt(value) : undefined

/** A JSON-RPC caller over fetch; an error answer rejects. */
export const jsonRpc = (url: string): Rpc => async (method, params) => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) })
  const body: unknown = await response.json()
  const error = field(body, "error")
  if (error !== undefined) throw new Error(`${method}: ${JSON.stringify(error)}`)
  return field(body, "result")
}

/** The transfers of one jsonParsed transaction: System transfers and SPL Token transfer / transferChecked. */
export const transfersOf = (tx: unknown): ReadonlyArray<RawTransfer> => {
  const keys = list(field(tx, "transaction", "message", "accountKeys")).map((k) => text(field(k, "pubkey")) ?? text(k) ?? "")
  // Token account → owner and mint, from the token balances the runtime recorded around the transaction.
  const tokenAccounts = new Map<string, { owner: string; mint: string; decimals: number }>()
  for (const b of [...list(field(tx, "meta", "preTokenBalances")), ...list(field(tx, "meta", "postTokenBalances"))]) {
    const index = field(b, "accountIndex")
    const account = typeof index === "number" ? keys[index] : undefined
    const owner = text(field(b, "owner"))
    const mint = text(field(b, "mint"))
    const decimals = field(b, "uiTokenAmount", "decimals")
    if (account !== undefined && owner !== undefined && mint !== undefined && typeof decimals === "number") {
      tokenAccounts.set(account, { owner, mint, decimals })
    }
  }
  const instructions = [
    ...list(field(tx, "transaction", "message", "instructions")),
    ...list(field(tx, "meta", "innerInstructions")).flatMap((inner) => list(field(inner, "instructions")))
  ]
  const out: Array<RawTransfer> = []
  for (const ix of instructions) {
    const program = text(field(ix, "program"))
    const type = text(field(ix, "parsed", "type"))
    const info = field(ix, "parsed", "info")
    if (program === "system" && (type === "transfer" || type === "transferWithSeed")) {
      const from = text(field(info, "source"))
      const to = text(field(info, "destination"))
      const lamports = integer(field(info, "lamports"))
      if (from !== undefined && to !== undefined && lamports !== undefined) out.push({ from, to, amount: lamports, decimals: 9 })
    } else if ((program === "spl-token" || program === "spl-token-2022") && (type === "transfer" || type === "transferChecked")) {
      const source = tokenAccounts.get(text(field(info, "source")) ?? "")
      const destination = tokenAccounts.get(text(field(info, "destination")) ?? "")
      const amount = integer(field(info, "amount")) ?? integer(field(info, "tokenAmount", "amount"))
      const mint = text(field(info, "mint")) ?? source?.mint ?? destination?.mint
      const from = source?.owner ?? text(field(info, "authority"))
      const to = destination?.owner
      if (from !== undefined && to !== undefined && amount !== undefined && mint !== undefined) {
        out.push({ from, to, mint, amount, decimals: source?.decimals ?? destination?.decimals ?? 0 })
      }
    }
  }
  return out
}

/** The history of Solana accounts on the chain at `rpcUrl` (CAIP-2 `caip`). */
export const solanaHistory = (rpcUrl: string, caip: string, mints: ReadonlyArray<KnownMint>): SolanaHistory => {
  const rpc = jsonRpc(rpcUrl)
  const read = new Map<string, IndexedTx>()

  const readTransaction = async (signature: string, blockTime: unknown, confirmed: boolean): Promise<IndexedTx | undefined> => {
    const known = read.get(signature)
    if (known !== undefined) return known
    const tx = await rpc("getTransaction", [signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0, commitment: "confirmed" }])
    if (tx === null || tx === undefined) return undefined
    // The signature list's blockTime (seconds); the transaction's own when the list has none.
    const seconds = typeof blockTime === "number" ? blockTime : field(tx, "blockTime")
    const indexed: IndexedTx = {
      signature,
      feePayer: text(field(tx, "transaction", "message", "accountKeys", 0, "pubkey")) ?? "",
      minedAt: new Date(typeof seconds === "number" ? seconds * 1000 : Date.now()).toISOString(),
      status: field(tx, "meta", "err") === null ? "confirmed" : "failed",
      transfers: transfersOf(tx)
    }
    if (confirmed) read.set(signature, indexed)
    return indexed
  }

  const viewTransfer = (t: RawTransfer, me: string): TransactionTransfer | undefined => {
    if (t.from !== me && t.to !== me) return undefined
    const direction = t.from === me && t.to === me ? "self" : t.from === me ? "out" : "in"
    const known = mints.find((m) => m.mint === t.mint)
    const symbol = t.mint === undefined ? "SOL" : known?.symbol ?? `${t.mint.slice(0, 4)}…`
    const numeric = formatUnits(t.amount, t.mint === undefined ? 9 : known?.decimals ?? t.decimals)
    return {
      direction,
      quantity: { numeric },
      price: priceOf(symbol),
      value: usd(Number(numeric) * priceOf(symbol)),
      fungible_info: { name: t.mint === undefined ? "Solana" : known?.name ?? symbol, symbol, icon: { url: `/icons/${symbol.replace(/[^A-Za-z0-9]/g, "")}.svg` } }
    }
  }

  const history = async (address: string): Promise<ReadonlyArray<Transaction>> => {
    const signatures = list(await rpc("getSignaturesForAddress", [address, { limit: SIGNATURES_LIMIT, commitment: "confirmed" }]))
    const out: Array<Transaction> = []
    // The list is newest first already.
    for (const entry of signatures) {
      const signature = text(field(entry, "signature"))
      if (signature === undefined) continue
      const status = text(field(entry, "confirmationStatus"))
      const tx = await readTransaction(signature, field(entry, "blockTime"), status === "confirmed" || status === "finalized")
      if (tx === undefined) continue
      const mine = tx.transfers.filter((t) => t.from === address || t.to === address)
      const transfers = mine.flatMap((t) => viewTransfer(t, address) ?? [])
      if (transfers.length === 0 && tx.feePayer !== address) continue
      const first = mine[0]
      out.push({
        id: tx.signature,
        metadata: {
          operationType: transfers.length === 0 ? "execute" : transfers.every((t) => t.direction === "in") ? "receive" : "send",
          hash: tx.signature,
          minedAt: tx.minedAt,
          sentFrom: first?.from ?? tx.feePayer,
          sentTo: first?.to ?? tx.feePayer,
          status: tx.status,
          chain: caip
        },
        transfers
      })
    }
    return out
  }

  return { history }
}
