// The demo's Solana panel: the Solana account, "sign message" and "send 0.1 SOL" through the SolanaProvider
// of `useWalletProvider({ namespace: "solana" })`, the transfer built with @solana/kit.
import { createSolanaRpc } from "@solana/kit"
import { useState, type ReactNode } from "react"
import { useAccount, useWalletport, useWalletProvider } from "../../runtime/entries/react.js"
import type { SolanaProvider } from "../../runtime/entries/solana.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT } from "../solana-wallet/accounts.js"
import { buildKitTransfer } from "../solana-wallet/transfer.js"

/** Where "send" goes: the multi-chain demo wallet's Solana account (funded, so always rent-exempt). */
export const DEMO_SOLANA_RECIPIENT = MULTICHAIN_DEMO_SOLANA_ACCOUNT.address
/** The message "sign message" signs. */
export const DEMO_SOLANA_MESSAGE = "walletport demo: sign in ✓"

const LAMPORTS_TO_SEND = 100_000_000n

// The hook types a non-EVM provider as unknown; the demo checks the methods it calls.
const isSolanaProvider = (value: unknown): value is SolanaProvider =>
  typeof value === "object" && value !== null &&
  typeof Reflect.get(value, "signMessage") === "function" &&
  typeof Reflect.get(value, "signAndSendTransaction") === "function" &&
  typeof Reflect.get(value, "address") === "string"

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

export const SolanaActions = (props: { readonly rpcUrl: string }): ReactNode => {
  const account = useAccount({ namespace: "solana" })
  const found = useWalletProvider({ namespace: "solana" })
  const provider = isSolanaProvider(found) ? found : undefined
  const { refreshBalance } = useWalletport()
  const [signature, setSignature] = useState("")
  const [status, setStatus] = useState("idle")

  const sign = async () => {
    if (provider === undefined) return
    try {
      setStatus("waiting for the wallet…")
      setSignature(hex(await provider.signMessage(DEMO_SOLANA_MESSAGE)))
      setStatus("signed")
    } catch (error) {
      setStatus(`failed: ${messageOf(error)}`)
    }
  }

  const send = async () => {
    if (provider === undefined) return
    try {
      setStatus("waiting for the wallet…")
      const { value: latest } = await createSolanaRpc(props.rpcUrl).getLatestBlockhash().send()
      const transaction = buildKitTransfer({
        from: provider.address,
        to: DEMO_SOLANA_RECIPIENT,
        lamports: LAMPORTS_TO_SEND,
        blockhash: latest.blockhash,
        lastValidBlockHeight: latest.lastValidBlockHeight
      })
      const sent = await provider.signAndSendTransaction(transaction, { commitment: "confirmed" })
      setStatus(`sent ${sent}`)
      await refreshBalance("solana")
    } catch (error) {
      setStatus(`failed: ${messageOf(error)}`)
    }
  }

  return (
    <section className="panel">
      <h2>Solana</h2>
      <p>
        Account <code data-testid="solana-address">{account.address ?? "—"}</code>, balance{" "}
        <code data-testid="solana-balance">{account.balance === undefined ? "—" : `${account.balance} ${account.balanceSymbol ?? ""}`}</code>
      </p>
      <button type="button" data-testid="solana-sign" disabled={provider === undefined} onClick={() => void sign()}>
        Sign message
      </button>{" "}
      <button type="button" data-testid="solana-send" disabled={provider === undefined} onClick={() => void send()}>
        Send 0.1 SOL
      </button>
      <p data-testid="solana-status">{status}</p>
      <pre data-testid="solana-signature">{signature}</pre>
    </section>
  )
}
