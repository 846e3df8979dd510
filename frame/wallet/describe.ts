/**
 * What the approval panel shows for a signing request (SPEC §6): amounts with their symbol, the recipient, the
 * message text, typed data's domain / primary type / fields. Pure: the panel renders the rows it is given.
 */
import { bytesToHex, formatEther, formatUnits, hexToBytes } from "viem"
import type { WalletRequest } from "./requests.js"
import { base64Bytes } from "../encoding.js"
import { summarizeSolanaTransaction } from "./solanaTransfers.js"

export interface DescribedRow {
  readonly label: string
  readonly value: string
}

export interface Description {
  readonly title: string
  readonly rows: ReadonlyArray<DescribedRow>
}

/** Longest value shown in one row (the panel scrolls; a megabyte of calldata would not help anyone). */
const MAX_VALUE = 600
const clip = (text: string): string => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text)
const row = (label: string, value: string): DescribedRow => ({ label, value: clip(value) })

const utf8 = new TextDecoder("utf-8", { fatal: true })
/** A message's UTF-8 text when it is printable text, else undefined (then the hex is shown). */
export const messageText = (bytes: Uint8Array): string | undefined => {
  try {
    const text = utf8.decode(bytes)
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

const fieldText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value) ?? String(value))

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

const typedDataRows = (json: string): ReadonlyArray<DescribedRow> => {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return [row("Data", json)]
  }
  if (!isRecord(data)) return [row("Data", json)]
  const domain = isRecord(data["domain"]) ? data["domain"] : {}
  const message = isRecord(data["message"]) ? data["message"] : {}
  return [
    ...["name", "version", "chainId", "verifyingContract"].flatMap((key) =>
      domain[key] === undefined ? [] : [row(`Domain ${key}`, fieldText(domain[key]))]
    ),
    row("Primary type", fieldText(data["primaryType"])),
    ...Object.entries(message).map(([key, value]) => row(key, fieldText(value)))
  ]
}

const LAMPORTS_DECIMALS = 9

const solanaTransactionRows = (base64: string): ReadonlyArray<DescribedRow> => {
  const summary = summarizeSolanaTransaction(base64Bytes(base64))
  if (summary === undefined) return [row("Transaction", "Could not be read")]
  return [
    ...summary.transfers.flatMap((t) => [row("Send", `${formatUnits(t.lamports, LAMPORTS_DECIMALS)} SOL`), row("To", t.to)]),
    ...(summary.otherInstructions > 0 ? [row("Other instructions", String(summary.otherInstructions))] : []),
    ...(summary.feePayer === undefined ? [] : [row("Fee payer", summary.feePayer)])
  ]
}

export const describeRequest = (request: WalletRequest, network: string): Description => {
  switch (request.method) {
    case "personal_sign": {
      const [message] = request.params
      const text = messageText(hexToBytes(message))
      return { title: "Sign message", rows: [row("Message", text ?? message), row("Network", network)] }
    }
    case "eth_signTypedData_v4":
      return { title: "Sign typed data", rows: [...typedDataRows(request.params[1]), row("Network", network)] }
    case "eth_sendTransaction": {
      const [tx] = request.params
      return {
        title: "Send transaction",
        rows: [
          row("Send", `${formatEther(BigInt(tx.value ?? "0x0"))} ETH`),
          row("To", tx.to ?? "New contract"),
          ...(tx.data === undefined || tx.data === "0x" ? [] : [row("Data", tx.data)]),
          row("Network", network)
        ]
      }
    }
    case "solana_signMessage": {
      const bytes = base64Bytes(request.params.message)
      return { title: "Sign message", rows: [row("Message", messageText(bytes) ?? bytesToHex(bytes)), row("Network", network)] }
    }
    case "solana_signTransaction":
      return { title: "Sign transaction", rows: [...solanaTransactionRows(request.params.transaction), row("Network", network)] }
    case "solana_signAndSendTransaction":
      return { title: "Send transaction", rows: [...solanaTransactionRows(request.params.transaction), row("Network", network)] }
  }
}
