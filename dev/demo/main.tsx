// The demo dapp. PLACEHOLDER body: the lead replaces <App/> with the real library (ConnectButton etc.);
// config loading and wallet install stay in ./config.ts and ./installWallet.ts.
import { StrictMode, useEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { loadDemoConfig, type DemoConfig } from "./config.js"
import { installWallet } from "./installWallet.js"

interface Eip1193Like {
  request(args: { readonly method: string; readonly params?: ReadonlyArray<unknown> }): Promise<unknown>
}

interface Announced {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
  readonly provider: Eip1193Like
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null

const isProvider = (value: unknown): value is Eip1193Like => isRecord(value) && typeof value["request"] === "function"

/** Decodes an eip6963:announceProvider detail, or undefined if malformed. */
const decodeAnnouncement = (detail: unknown): Announced | undefined => {
  if (!isRecord(detail) || !isRecord(detail["info"]) || !isProvider(detail["provider"])) return undefined
  const { uuid, name, icon, rdns } = detail["info"]
  if (typeof uuid !== "string" || typeof name !== "string" || typeof icon !== "string" || typeof rdns !== "string") {
    return undefined
  }
  return { uuid, name, icon, rdns, provider: detail["provider"] }
}

/** EIP-6963 discovery: every announced provider, deduplicated by uuid. */
const useAnnouncedProviders = (): ReadonlyArray<Announced> => {
  const [providers, setProviders] = useState<ReadonlyArray<Announced>>([])
  useEffect(() => {
    const onAnnounce = (event: Event): void => {
      const announced = event instanceof CustomEvent ? decodeAnnouncement(event.detail) : undefined
      if (announced === undefined) return
      setProviders((list) => (list.some((p) => p.uuid === announced.uuid) ? list : [...list, announced]))
    }
    window.addEventListener("eip6963:announceProvider", onAnnounce)
    window.dispatchEvent(new Event("eip6963:requestProvider"))
    return () => window.removeEventListener("eip6963:announceProvider", onAnnounce)
  }, [])
  return providers
}

const errorText = (error: unknown): string =>
  isRecord(error) && typeof error["message"] === "string"
    ? `${typeof error["code"] === "number" ? `${error["code"]}: ` : ""}${error["message"]}`
    : String(error)

const ProviderRow = ({ announced }: { readonly announced: Announced }) => {
  const [status, setStatus] = useState("not connected")
  const connect = (): void => {
    setStatus("waiting for the wallet…")
    announced.provider.request({ method: "eth_requestAccounts" }).then(
      (accounts) => setStatus(Array.isArray(accounts) ? `connected: ${accounts.join(", ")}` : "connected"),
      (error: unknown) => setStatus(`error ${errorText(error)}`)
    )
  }
  return (
    <li data-testid="provider" data-rdns={announced.rdns} style={{ display: "flex", alignItems: "center", gap: 8, margin: "6px 0" }}>
      <img src={announced.icon} alt="" width={24} height={24} />
      <strong>{announced.name}</strong>
      <code style={{ color: "#57606a" }}>{announced.rdns}</code>
      <button type="button" data-testid="placeholder-connect" onClick={connect}>
        Connect
      </button>
      <span data-testid="placeholder-status">{status}</span>
    </li>
  )
}

const App = ({ config }: { readonly config: DemoConfig }) => {
  const providers = useAnnouncedProviders()
  return (
    <main>
      <h1>walletport demo</h1>
      <p>
        Devnet <code>{config.rpcUrl}</code>, chain <code>{config.chainId}</code>
      </p>
      <section aria-labelledby="connect-heading">
        <h2 id="connect-heading">Connect (placeholder)</h2>
        <p>Wallets announced over EIP-6963:</p>
        <ul data-testid="providers">
          {providers.map((p) => (
            <ProviderRow key={p.uuid} announced={p} />
          ))}
        </ul>
      </section>
    </main>
  )
}

const start = async (): Promise<void> => {
  const container = document.getElementById("root")
  if (container === null) throw new Error("#root is missing from the page")
  try {
    const config = await loadDemoConfig()
    installWallet(config)
    createRoot(container).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>
    )
  } catch (error) {
    container.textContent = `walletport demo failed to start: ${String(error)}`
    throw error
  }
}

void start()
