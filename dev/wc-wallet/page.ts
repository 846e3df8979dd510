// The demo mobile wallet page (/wc-wallet.html, a phone-sized layout): the WalletConnect wallet engine of
// ./wallet.ts with its own approve/reject prompts. It pairs from a pasted `wc:` URI or from a deep link to
// itself (`/wc-wallet.html?uri=<encoded>`). Test hooks on `window.__wcWallet`. Plain DOM, no library code.
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { parseDemoConfig } from "../demo/config.js"
import { SOLANA_DEMO_ACCOUNT } from "../solana-wallet/accounts.js"
import { createDemoSigner } from "../solana-wallet/signer.js"
import { type ProposalPrompt, type RequestPrompt, startWcWallet, WC_WALLET_NAME, type WcDecision, type WcWallet } from "./wallet.js"

/** "ask" shows the prompt; "approve"/"reject" answer at once (tests). */
export type WcAutoApprove = "ask" | "approve" | "reject"

export interface WcWalletControls {
  readonly evmAddress: string
  readonly solanaAddress: string | undefined
  pair(uri: string): Promise<void>
  setAutoApprove(mode: WcAutoApprove): void
  /** What waits for an answer: "proposal" or a request method, oldest first. */
  pending(): ReadonlyArray<string>
  /** Session topics with their accounts. */
  sessions(): ReadonlyArray<{ readonly topic: string; readonly accounts: ReadonlyArray<string> }>
  /** Topics of the sessions the dapp ended. */
  deletedByDapp(): ReadonlyArray<string>
  disconnectAll(): Promise<void>
  emit(name: string, data: unknown, chainId: string): Promise<void>
}

declare global {
  interface Window {
    __wcWallet?: WcWalletControls
  }
}

/** The EVM account of the mobile wallet: anvil account 2 (the in-page wallets hold 0 and 1). */
export const WC_WALLET_EVM_ACCOUNT = ANVIL_ACCOUNTS[2]
export const WC_WALLET_STORAGE_PREFIX = "wc-demo-wallet"

interface Waiting {
  readonly prompt: ProposalPrompt | RequestPrompt
  readonly answer: (decision: WcDecision) => void
}

interface ElementProps {
  readonly className?: string
  readonly textContent?: string
  readonly type?: string
}

const el = (tag: string, props: ElementProps = {}, ...children: Array<Node | string>): HTMLElement => {
  const node = document.createElement(tag)
  if (props.className !== undefined) node.className = props.className
  if (props.textContent !== undefined) node.textContent = props.textContent
  if (props.type !== undefined) node.setAttribute("type", props.type)
  node.append(...children)
  return node
}

/** One namespace's checkbox on a proposal (`wc-wallet-ns-<namespace>`), ticked. */
const namespaceTick = (namespace: string): { readonly namespace: string; readonly input: HTMLInputElement; readonly label: HTMLElement } => {
  const input = document.createElement("input")
  input.type = "checkbox"
  input.checked = true
  input.dataset.testid = `wc-wallet-ns-${namespace}`
  return { namespace, input, label: el("label", {}, input, ` Approve ${namespace}`) }
}

const start = async (): Promise<void> => {
  const root = document.getElementById("root")
  const account = WC_WALLET_EVM_ACCOUNT
  if (root === null || account === undefined) return
  const response = await fetch("/config.json", { cache: "no-store" })
  const raw: unknown = await response.json()
  const config = parseDemoConfig(raw)
  const relayUrl = typeof raw === "object" && raw !== null && "wcRelayUrl" in raw && typeof raw.wcRelayUrl === "string" ? raw.wcRelayUrl : undefined
  if (relayUrl === undefined) throw new Error("config.json has no wcRelayUrl: start the page from the dev stack")

  const params = new URLSearchParams(location.search)
  let mode: WcAutoApprove = params.get("auto") === "approve" ? "approve" : params.get("auto") === "reject" ? "reject" : "ask"
  const waiting: Array<Waiting> = []
  let render = (): void => {}

  const wallet: WcWallet = await startWcWallet({
    relayUrl,
    projectId: "walletport-demo-wallet",
    evm: { privateKey: account.privateKey, chainId: config.chainId, rpcUrl: config.rpcUrl },
    evmChains: [`eip155:${config.chainId}`],
    ...(config.solanaRpcUrl === undefined
      ? {}
      : { solana: { signer: await createDemoSigner(SOLANA_DEMO_ACCOUNT), rpcUrl: config.solanaRpcUrl }, solanaChains: ["solana:localnet"] }),
    customStoragePrefix: WC_WALLET_STORAGE_PREFIX,
    decide: (prompt) => {
      if (mode !== "ask") return Promise.resolve<WcDecision>(mode === "approve")
      return new Promise((resolve) => {
        waiting.push({ prompt, answer: resolve })
        render()
      })
    }
  })

  const answer = (entry: Waiting, decision: WcDecision) => {
    waiting.splice(waiting.indexOf(entry), 1)
    entry.answer(decision)
    render()
  }

  const pairInput = document.createElement("input")
  pairInput.placeholder = "wc:…"
  pairInput.setAttribute("aria-label", "Pairing URI")
  pairInput.dataset.testid = "wc-wallet-uri"
  const pairButton = el("button", { type: "button", textContent: "Connect" })
  pairButton.dataset.testid = "wc-wallet-pair"
  const status = el("p", { className: "muted" })
  status.dataset.testid = "wc-wallet-status"
  const pair = async (uri: string) => {
    status.textContent = "Pairing…"
    try {
      await wallet.pair(uri.trim())
      status.textContent = "Paired: waiting for the site's request."
    } catch (error) {
      status.textContent = `Pairing failed: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  pairButton.addEventListener("click", () => void pair(pairInput.value))

  const prompts = el("section")
  const sessions = el("section")
  render = () => {
    prompts.replaceChildren(
      ...waiting.map((entry) => {
        const { prompt } = entry
        // A proposal approves the namespaces left ticked (all by default): partial approval, as real wallets allow.
        const ticks = prompt.kind === "proposal" ? Object.keys(prompt.namespaces).map(namespaceTick) : []
        const approve = el("button", { type: "button", className: "approve", textContent: "Approve" })
        approve.dataset.testid = "wc-wallet-approve"
        approve.addEventListener("click", () =>
          answer(entry, prompt.kind === "proposal" ? ticks.filter((t) => t.input.checked).map((t) => t.namespace) : true))
        const reject = el("button", { type: "button", textContent: "Reject" })
        reject.dataset.testid = "wc-wallet-reject"
        reject.addEventListener("click", () => answer(entry, false))
        const body =
          prompt.kind === "proposal"
            ? [
                el("h2", {}, `${prompt.dapp} wants to connect`),
                el("p", { className: "muted" }, prompt.url),
                el("ul", { className: "mono" }, ...Object.values(prompt.namespaces).flatMap((ns) => ns.accounts.map((a) => el("li", {}, a)))),
                el("div", { className: "ticks" }, ...ticks.map((t) => t.label))
              ]
            : [el("h2", {}, "Request"), el("p", { className: "mono" }, `${prompt.method} on ${prompt.chainId}`), el("p", { className: "mono muted" }, JSON.stringify(prompt.params).slice(0, 300))]
        const card = el("div", { className: "card" }, ...body, el("div", { className: "buttons" }, reject, approve))
        card.dataset.testid = "wc-wallet-prompt"
        card.dataset.kind = prompt.kind === "proposal" ? "proposal" : prompt.method
        return card
      })
    )
    sessions.replaceChildren(
      ...wallet.sessions().map((session) => {
        const disconnect = el("button", { type: "button", textContent: "Disconnect" })
        disconnect.dataset.testid = "wc-wallet-disconnect"
        disconnect.addEventListener("click", () => void wallet.disconnect(session.topic))
        const accounts = Object.values(session.namespaces).flatMap((ns) => ns.accounts)
        const card = el(
          "div",
          { className: "card" },
          el("h2", {}, session.peer.metadata.name),
          el("ul", { className: "mono" }, ...accounts.map((a) => el("li", {}, a))),
          el("div", { className: "buttons" }, disconnect)
        )
        card.dataset.testid = "wc-wallet-session"
        return card
      })
    )
  }
  wallet.onChange(render)

  root.replaceChildren(
    el("h1", {}, WC_WALLET_NAME),
    el("div", { className: "card" }, el("h2", {}, "Accounts"), el("ul", { className: "mono" }, el("li", {}, wallet.evmAddress), el("li", {}, wallet.solanaAddress ?? "no Solana chain"))),
    el("div", { className: "card" }, el("h2", {}, "Scan or paste a WalletConnect link"), el("div", { className: "row" }, pairInput, pairButton), status),
    prompts,
    sessions
  )
  render()

  window.__wcWallet = {
    evmAddress: wallet.evmAddress,
    solanaAddress: wallet.solanaAddress,
    pair,
    setAutoApprove: (next) => {
      mode = next
      if (next !== "ask") for (const entry of [...waiting]) answer(entry, next === "approve")
    },
    pending: () => waiting.map((entry) => (entry.prompt.kind === "proposal" ? "proposal" : entry.prompt.method)),
    sessions: () => wallet.sessions().map((s) => ({ topic: s.topic, accounts: Object.values(s.namespaces).flatMap((ns) => ns.accounts) })),
    deletedByDapp: wallet.deletedByDapp,
    disconnectAll: async () => {
      for (const session of wallet.sessions()) await wallet.disconnect(session.topic)
    },
    emit: async (name, data, chainId) => {
      for (const session of wallet.sessions()) await wallet.emit(session.topic, name, data, chainId)
    }
  }
  // A deep link to this page (`?uri=`) pairs at once, as a phone wallet opened from the dapp would.
  const deepLinked = params.get("uri")
  if (deepLinked !== null) void pair(deepLinked)
}

void start()
