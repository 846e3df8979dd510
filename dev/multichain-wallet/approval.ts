// One approval for both faces of the multi-chain demo wallet: the first connect (EVM eth_requestAccounts or
// Solana standard:connect) shows the prompt; the other face's connect then approves without asking, and a
// connect of the other face arriving while the prompt is open waits for that same answer. A revoke on
// either face ends the shared approval, so the next connect asks again.
import { type PromptRequest, WalletPrompt } from "../wallet/prompt.js"

/** The connect methods of the two faces. */
export const CONNECT_METHODS: ReadonlySet<string> = new Set(["eth_requestAccounts", "wallet_requestPermissions", "standard:connect"])

export class SharedApprovalPrompt extends WalletPrompt {
  readonly #accounts: ReadonlyArray<readonly [label: string, value: string]>
  #approved = false
  #pending: Promise<boolean> | undefined

  constructor(
    options: ConstructorParameters<typeof WalletPrompt>[0] & {
      /** Both faces' accounts, shown in the one connect prompt. */
      readonly accounts: ReadonlyArray<readonly [label: string, value: string]>
    }
  ) {
    super(options)
    this.#accounts = options.accounts
  }

  override ask(request: PromptRequest): Promise<boolean> {
    if (!CONNECT_METHODS.has(request.method)) return super.ask(request)
    if (this.#approved) return Promise.resolve(true)
    this.#pending ??= super
      .ask({
        method: request.method,
        title: "Connect your EVM and Solana accounts?",
        details: [...request.details.filter(([label]) => label === "Site"), ...this.#accounts]
      })
      .then((approved) => {
        this.#approved = approved
        return approved
      })
      .finally(() => {
        this.#pending = undefined
      })
    return this.#pending
  }

  /** Either face was disconnected: the next connect asks again. */
  reset(): void {
    this.#approved = false
  }
}
