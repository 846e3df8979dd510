// The demo wallet's own approve/reject prompt. It lives in an open shadow root on a host element in a column
// appended to <html> (not <body>), so a modal's scroll lock, `inert`/aria-hidden siblings or `pointer-events:
// none` on body cannot reach it, and neither page CSS nor the modal's CSS collide with it. Every demo wallet's
// prompt shares that one column: two wallets asking at once (the EVM and the Solana demo wallets) stack their
// prompts instead of laying the newer over the older one's buttons. Nothing of the library can lie above that
// column: its z-index is the largest, and it comes after <body> (the modal's overlay, the instant-open preview
// and the embedded wallet's frame live in <body>, at that z-index or below; none uses the top layer).

/** "ask" shows the prompt; "approve"/"reject" answer every request at once (for tests). */
export type AutoApproveMode = "ask" | "approve" | "reject"

export interface PromptRequest {
  /** The RPC method, shown verbatim (tests look for it). */
  readonly method: string
  readonly title: string
  readonly details: ReadonlyArray<readonly [label: string, value: string]>
}

interface Pending {
  readonly request: PromptRequest
  readonly answer: (approved: boolean) => void
}

/** The column in the page's corner holding every demo wallet's prompt (the newest at the bottom). */
const STACK_TAG = "walletport-demo-wallets"
const STACK_STYLE = `:host { all: initial; position: fixed; right: 16px; bottom: 16px; z-index: 2147483647;
  display: flex; flex-direction: column; align-items: flex-end; gap: 8px; pointer-events: none; }`

const promptStack = (doc: Document): HTMLElement => {
  const found = doc.documentElement.querySelector(`:scope > ${STACK_TAG}`)
  if (found instanceof HTMLElement) return found
  const stack = doc.createElement(STACK_TAG)
  const style = doc.createElement("style")
  style.textContent = STACK_STYLE
  stack.attachShadow({ mode: "open" }).append(style, doc.createElement("slot"))
  doc.documentElement.append(stack)
  return stack
}

const STYLE = `
:host { all: initial; display: block; pointer-events: auto;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #e6edf3; }
.panel { box-sizing: border-box; width: 340px; max-width: calc(100vw - 32px); padding: 14px 16px;
  background: #161b22; border: 1px solid #30363d; border-radius: 12px; box-shadow: 0 8px 30px rgba(0,0,0,.45); }
.head { display: flex; align-items: center; gap: 8px; margin: 0 0 8px; font-weight: 600; }
.head img { width: 20px; height: 20px; border-radius: 5px; }
.queue { margin-left: auto; font-weight: 400; font-size: 12px; color: #8b949e; }
.title { margin: 0 0 4px; font-size: 15px; font-weight: 600; }
.method { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; color: #79c0ff; }
dl { margin: 8px 0 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; font-size: 12px; }
dt { color: #8b949e; }
dd { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all;
  max-height: 6.5em; overflow: auto; white-space: pre-wrap; }
.buttons { display: flex; gap: 8px; margin-top: 12px; }
button { flex: 1; cursor: pointer; font: inherit; font-weight: 600; padding: 8px 10px; border-radius: 8px;
  border: 1px solid #30363d; background: #21262d; color: #e6edf3; }
button.approve { background: #238636; border-color: #2ea043; color: #fff; }
button:focus-visible { outline: 2px solid #58a6ff; outline-offset: 2px; }
`

export class WalletPrompt {
  #mode: AutoApproveMode
  readonly #queue: Array<Pending> = []
  readonly #icon: string
  readonly #document: Document
  #host: HTMLElement | undefined
  #root: ShadowRoot | undefined

  constructor(options: { readonly icon: string; readonly mode: AutoApproveMode; readonly document: Document }) {
    this.#icon = options.icon
    this.#mode = options.mode
    this.#document = options.document
  }

  get mode(): AutoApproveMode {
    return this.#mode
  }

  /** Switching away from "ask" also answers the requests already waiting. */
  setMode(mode: AutoApproveMode): void {
    this.#mode = mode
    if (mode === "ask") return
    for (const pending of this.#queue.splice(0)) pending.answer(mode === "approve")
    this.#render()
  }

  /** Methods waiting for an answer, oldest first. */
  pending(): ReadonlyArray<string> {
    return this.#queue.map((p) => p.request.method)
  }

  /** Resolves true on approve, false on reject. */
  ask(request: PromptRequest): Promise<boolean> {
    if (this.#mode !== "ask") return Promise.resolve(this.#mode === "approve")
    return new Promise<boolean>((resolve) => {
      this.#queue.push({ request, answer: resolve })
      this.#render()
    })
  }

  /** Rejects everything waiting and removes the host element. */
  destroy(): void {
    for (const pending of this.#queue.splice(0)) pending.answer(false)
    this.#host?.remove()
    this.#host = undefined
    this.#root = undefined
  }

  #answerFirst(approved: boolean): void {
    const first = this.#queue.shift()
    first?.answer(approved)
    this.#render()
  }

  #ensureRoot(): ShadowRoot {
    if (this.#root !== undefined && this.#host?.isConnected === true) return this.#root
    const host = this.#document.createElement("walletport-demo-wallet")
    host.setAttribute("data-testid", "demo-wallet")
    const root = host.attachShadow({ mode: "open" })
    promptStack(this.#document).append(host)
    this.#host = host
    this.#root = root
    return root
  }

  #render(): void {
    const current = this.#queue[0]
    if (current === undefined) {
      this.#root?.replaceChildren()
      return
    }
    const doc = this.#document
    const root = this.#ensureRoot()
    const el = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      attrs: Readonly<Record<string, string>> = {},
      ...children: ReadonlyArray<Node | string>
    ): HTMLElementTagNameMap[K] => {
      const node = doc.createElement(tag)
      for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
      node.append(...children)
      return node
    }

    const style = el("style", {}, STYLE)
    const icon = el("img", { src: this.#icon, alt: "" })
    const queue = this.#queue.length > 1 ? [el("span", { class: "queue" }, `1 of ${this.#queue.length}`)] : []
    const details = el(
      "dl",
      {},
      ...current.request.details.flatMap(([label, value]) => [el("dt", {}, label), el("dd", {}, value)])
    )
    const reject = el("button", { type: "button", class: "reject", "data-testid": "demo-wallet-reject" }, "Reject")
    const approve = el("button", { type: "button", class: "approve", "data-testid": "demo-wallet-approve" }, "Approve")
    reject.addEventListener("click", () => this.#answerFirst(false))
    approve.addEventListener("click", () => this.#answerFirst(true))

    const panel = el(
      "div",
      {
        class: "panel",
        role: "alertdialog",
        "aria-label": `Walletport Demo Wallet: ${current.request.title}`,
        "data-testid": "demo-wallet-prompt",
        "data-method": current.request.method
      },
      el("p", { class: "head" }, icon, "Walletport Demo Wallet", ...queue),
      el("p", { class: "title" }, current.request.title),
      el("span", { class: "method", "data-testid": "demo-wallet-method" }, current.request.method),
      details,
      el("div", { class: "buttons" }, reject, approve)
    )
    root.replaceChildren(style, panel)
  }
}
