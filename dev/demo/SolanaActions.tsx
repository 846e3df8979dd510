// The demo's Solana panel: the Solana account, "sign message" and "send 0.1 SOL" through the SolanaProvider
// of `useWalletProvider({ namespace: "solana" })`, the transfer built with @solana/kit or @solana/web3.js 1.x.
import { type Blockhash as KitBlockhash, createSolanaRpc } from "@solana/kit"
import { useState, type ReactNode } from "react"
import { useAccount, useWalletport, useWalletProvider } from "../../runtime/entries/react.js"
import type { SolanaTransactionInput } from "../../runtime/entries/solana.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT } from "../solana-wallet/accounts.js"
import { buildKitTransfer } from "../solana-wallet/transfer.js"

/** Where "send" goes: the multi-chain demo wallet's Solana account (funded, so always rent-exempt). */
export const DEMO_SOLANA_RECIPIENT = MULTICHAIN_DEMO_SOLANA_ACCOUNT.address
/** The message "sign message" signs. */
export const DEMO_SOLANA_MESSAGE = "walletport demo: sign in ✓"

const LAMPORTS_TO_SEND = 100_000_000n

/** A recent blockhash and the block height it stays valid until (getLatestBlockhash). */
interface Blockhash {
  readonly blockhash: KitBlockhash
  readonly lastValidBlockHeight: bigint
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

export const SolanaActions = (props: { readonly rpcUrl: string }): ReactNode => {
  const account = useAccount({ namespace: "solana" })
  const provider = useWalletProvider({ namespace: "solana" })
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

  /** Fetches a blockhash, builds the transfer with `build`, has the wallet sign and send it, refreshes the balance. */
  const send = async (build: (from: string, latest: Blockhash) => Promise<SolanaTransactionInput>) => {
    if (provider === undefined) return
    try {
      setStatus("waiting for the wallet…")
      const { value: latest } = await createSolanaRpc(props.rpcUrl).getLatestBlockhash().send()
      const transaction = await build(provider.address, latest)
      const sent = await provider.signAndSendTransaction(transaction, { commitment: "confirmed" })
      setStatus(`sent ${sent}`)
      await refreshBalance("solana")
    } catch (error) {
      setStatus(`failed: ${messageOf(error)}`)
    }
  }

  /** The same transfer built with @solana/kit. */
  const withKit = async (from: string, latest: Blockhash) =>
    buildKitTransfer({ from, to: DEMO_SOLANA_RECIPIENT, lamports: LAMPORTS_TO_SEND, ...latest })

  /** The same transfer built with @solana/web3.js 1.x (a legacy `Transaction`), loaded only when used. */
  const withWeb3 = async (from: string, latest: Blockhash) => {
    const { PublicKey, SystemProgram, Transaction } = await import("@solana/web3.js")
    const fromPubkey = new PublicKey(from)
    return new Transaction({
      feePayer: fromPubkey,
      blockhash: latest.blockhash,
      lastValidBlockHeight: Number(latest.lastValidBlockHeight)
    }).add(SystemProgram.transfer({ fromPubkey, toPubkey: new PublicKey(DEMO_SOLANA_RECIPIENT), lamports: LAMPORTS_TO_SEND }))
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
      <button type="button" data-testid="solana-send" disabled={provider === undefined} onClick={() => void send(withKit)}>
        Send 0.1 SOL
      </button>{" "}
      <button type="button" data-testid="solana-send-web3" disabled={provider === undefined} onClick={() => void send(withWeb3)}>
        Send 0.1 SOL (web3.js 1.x)
      </button>
      <p data-testid="solana-status">{status}</p>
      <pre data-testid="solana-signature">{signature}</pre>
    </section>
  )
}
