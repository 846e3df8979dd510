// The demo dapp's page: the connect button, each hook's output, a "send 0.01 ETH to self" and a "sign" action.
import { useState, type ReactNode } from "react"
import { createPublicClient, http, numberToHex, parseEther } from "viem"
import {
  ConnectButton,
  useAccount,
  useEvents,
  useModalState,
  useNetwork,
  useWalletport,
  useWalletProvider
} from "../../runtime/entries/react.js"
import { EvmSign } from "./EvmSign.js"
import { PayDemo } from "./PayDemo.js"
import { SolanaActions } from "./SolanaActions.js"
import { Switchboard } from "./switchboard/Switchboard.js"

const Panel = (props: { readonly title: string; readonly testId: string; readonly value: unknown }): ReactNode => (
  <section className="panel">
    <h2>{props.title}</h2>
    <pre data-testid={props.testId}>{JSON.stringify(props.value, null, 2)}</pre>
  </section>
)

/** Sends 0.01 ETH from the connected account to itself, waits for the receipt, then refreshes the balance. */
const SendToSelf = (props: { readonly rpcUrl: string }): ReactNode => {
  const account = useAccount({ namespace: "eip155" })
  const provider = useWalletProvider({ namespace: "eip155" })
  const { refreshBalance } = useWalletport()
  const [status, setStatus] = useState("idle")
  const send = async () => {
    if (provider === undefined || account.address === undefined) return
    try {
      setStatus("waiting for the wallet…")
      const hash = await provider.request({
        method: "eth_sendTransaction",
        params: [{ from: account.address, to: account.address, value: numberToHex(parseEther("0.01")) }]
      })
      if (typeof hash !== "string" || !hash.startsWith("0x")) throw new Error("the wallet returned no transaction hash")
      setStatus(`sent ${hash}`)
      const client = createPublicClient({ transport: http(props.rpcUrl) })
      const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
      setStatus(`mined in block ${receipt.blockNumber}`)
      await refreshBalance("eip155")
    } catch (error) {
      setStatus(`failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <section className="panel">
      <h2>Send</h2>
      <button type="button" data-testid="send-to-self" disabled={!account.isConnected} onClick={() => void send()}>
        Send 0.01 ETH to self
      </button>
      <p data-testid="send-status">{status}</p>
    </section>
  )
}

export const App = (props: { readonly rpcUrl: string; readonly solanaRpcUrl: string | undefined }): ReactNode => {
  const account = useAccount()
  const network = useNetwork()
  const modal = useModalState()
  const events = useEvents()
  return (
    <main>
      <header className="bar">
        <h1>walletport demo</h1>
        <ConnectButton />
      </header>
      <Switchboard />
      <p>
        Devnet <code>{props.rpcUrl}</code>
        {props.solanaRpcUrl === undefined ? null : <>, Surfpool <code>{props.solanaRpcUrl}</code></>}, network <code data-testid="network-id">{network.caipNetworkId}</code>
        {network.unsupportedChainId === undefined ? null : <> (the wallet is on <code>{network.unsupportedChainId}</code>, which this app does not serve)</>}
      </p>
      <p>
        Status <strong data-testid="account-status">{account.status}</strong>
      </p>
      <SendToSelf rpcUrl={props.rpcUrl} />
      <EvmSign />
      <PayDemo />
      {props.solanaRpcUrl === undefined ? null : <SolanaActions rpcUrl={props.solanaRpcUrl} />}
      <Panel title="useAccount()" testId="hook-account" value={{ ...account, wallet: account.wallet?.name }} />
      <Panel title="useNetwork()" testId="hook-network" value={{ activeNamespace: network.activeNamespace, caipNetworkId: network.caipNetworkId, name: network.caipNetwork?.name, unsupportedChainId: network.unsupportedChainId }} />
      <Panel title="useModalState()" testId="hook-modal" value={modal} />
      <Panel title="useEvents()" testId="hook-events" value={events.all.slice(0, 8).map((e) => e.event)} />
    </main>
  )
}
