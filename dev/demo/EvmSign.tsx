// The demo's "sign in message" action: a sign-in (SIWX) message for the connected EVM account, signed with
// personal_sign through `useWalletProvider({ namespace: "eip155" })` — whatever the wallet (the embedded one
// asks in its frame). The message and signature are shown, so a server-side verifier can check them.
import { useState, type ReactNode } from "react"
import { stringToHex } from "viem"
import { useAccount, useWalletProvider } from "../../runtime/entries/react.js"
import { anvil } from "../../schemas/networks/evm.js"
import { createSiwxNonce, formatSiwxMessage } from "../../schemas/siwx/index.js"

export const EvmSign = (): ReactNode => {
  const account = useAccount({ namespace: "eip155" })
  const provider = useWalletProvider({ namespace: "eip155" })
  const [signed, setSigned] = useState<{ readonly message: string; readonly signature: string } | undefined>(undefined)
  const [status, setStatus] = useState("idle")
  const sign = async () => {
    if (provider === undefined || account.address === undefined) return
    const message = formatSiwxMessage({
      scheme: location.protocol.slice(0, -1),
      domain: location.host,
      accountAddress: account.address,
      statement: "Sign in to the walletport demo",
      uri: location.href,
      // The demo's one EVM network.
      chainId: anvil.caipNetworkId,
      nonce: createSiwxNonce(),
      issuedAt: new Date().toISOString()
    })
    try {
      setStatus("waiting for the wallet…")
      const signature = await provider.request({ method: "personal_sign", params: [stringToHex(message), account.address] })
      if (typeof signature !== "string") throw new Error("the wallet returned no signature")
      setSigned({ message, signature })
      setStatus("signed")
    } catch (error) {
      setStatus(`failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <section className="panel">
      <h2>Sign</h2>
      <button type="button" data-testid="evm-sign" disabled={!account.isConnected} onClick={() => void sign()}>
        Sign a sign-in message (personal_sign)
      </button>
      <p data-testid="evm-sign-status">{status}</p>
      <pre data-testid="evm-sign-message">{signed?.message ?? ""}</pre>
      <pre data-testid="evm-sign-signature">{signed?.signature ?? ""}</pre>
    </section>
  )
}
