// The demo Solana wallet (ARCHITECTURE §5): a real Wallet Standard wallet on the local chain. It holds one
// ed25519 key, asks its own prompt before connecting or signing, signs for real and submits to Surfpool.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput
} from "@solana/wallet-standard-features"
import type { Wallet, WalletAccount, WalletIcon } from "@wallet-standard/base"
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardConnectOutput,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners
} from "@wallet-standard/features"
import { Emitter } from "../wallet/emitter.js"
import { chainDisconnected, internalError, invalidParams, unauthorized, userRejected } from "../wallet/errors.js"
import type { PromptRequest } from "../wallet/prompt.js"
import type { DemoSigner } from "./signer.js"
import { submitTransaction } from "./submit.js"

/** The only chain the demo wallets reach offline. */
export const DEMO_SOLANA_CHAIN = "solana:localnet" as const

/** What the wallet needs from a prompt (dev/wallet's WalletPrompt, or an always-yes one in node tests). */
export interface SolanaWalletPrompt {
  ask(request: PromptRequest): Promise<boolean>
}

export interface DemoSolanaWalletOptions {
  readonly name: string
  /** The EIP-6963 rdns of the same wallet's EVM face, declared so a dapp lists both faces as one wallet. */
  readonly rdns?: string
  readonly icon: WalletIcon
  readonly signer: DemoSigner
  /** Surfpool's JSON-RPC URL, where signAndSendTransaction submits. */
  readonly rpcUrl: string
  readonly prompt: SolanaWalletPrompt
  /** Where the site's approval is remembered (for silent connect after a reload); null disables it. */
  readonly storage: Storage | null
  readonly storageKey: string
  /** Shown in the prompt. */
  readonly origin: string
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const TRANSACTION_VERSIONS = ["legacy", 0] as const

export class DemoSolanaWallet implements Wallet {
  readonly version = "1.0.0" as const
  readonly chains = [DEMO_SOLANA_CHAIN] as const
  readonly #options: DemoSolanaWalletOptions
  readonly #account: WalletAccount
  readonly #events = new Emitter()
  #authorized: boolean
  #pendingConnect: Promise<void> | undefined

  constructor(options: DemoSolanaWalletOptions) {
    this.#options = options
    this.#account = Object.freeze({
      address: options.signer.address,
      publicKey: options.signer.publicKey,
      chains: this.chains,
      features: ["solana:signMessage", "solana:signTransaction", "solana:signAndSendTransaction"] as const
    })
    this.#authorized = this.#readAuthorized()
  }

  get name(): string {
    return this.#options.name
  }

  get rdns(): string | undefined {
    return this.#options.rdns
  }

  get icon(): WalletIcon {
    return this.#options.icon
  }

  get address(): string {
    return this.#account.address
  }

  get accounts(): ReadonlyArray<WalletAccount> {
    return this.#authorized ? [this.#account] : []
  }

  get features(): Features {
    return {
      "standard:connect": { version: "1.0.0", connect: this.#connect },
      "standard:disconnect": { version: "1.0.0", disconnect: this.#disconnect },
      "standard:events": { version: "1.0.0", on: this.#on },
      "solana:signMessage": { version: "1.1.0", signMessage: this.#signMessage },
      "solana:signTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: this.#signTransaction
      },
      "solana:signAndSendTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: this.#signAndSendTransaction
      }
    }
  }

  /** Forgets the site's approval (like "disconnect site" in a real wallet); emits a change with no accounts. */
  revoke(): void {
    if (!this.#authorized) return
    this.#setAuthorized(false)
    this.#events.emit("change", { accounts: this.accounts })
  }

  readonly #on: StandardEventsFeature["standard:events"]["on"] = (event, listener) => {
    this.#events.on(event, listener)
    return () => this.#events.removeListener(event, listener)
  }

  readonly #connect = async (input?: StandardConnectInput): Promise<StandardConnectOutput> => {
    if (this.#authorized || input?.silent === true) return { accounts: this.accounts }
    // A second connect while the prompt is open joins the first instead of stacking prompts.
    this.#pendingConnect ??= this.#ask({
      method: "standard:connect",
      title: "Connect to this site?",
      details: [
        ["Site", this.#options.origin],
        ["Account", this.address]
      ]
    })
      .then(() => {
        this.#setAuthorized(true)
        this.#events.emit("change", { accounts: this.accounts })
      })
      .finally(() => {
        this.#pendingConnect = undefined
      })
    await this.#pendingConnect
    return { accounts: this.accounts }
  }

  readonly #disconnect = async (): Promise<void> => {
    this.revoke()
  }

  readonly #signMessage = async (...inputs: ReadonlyArray<SolanaSignMessageInput>): Promise<ReadonlyArray<SolanaSignMessageOutput>> => {
    const outputs: Array<SolanaSignMessageOutput> = []
    for (const { account, message } of inputs) {
      this.#requireAccount(account, "solana:signMessage")
      if (!(message instanceof Uint8Array)) throw invalidParams("message must be bytes")
      await this.#ask({
        method: "solana:signMessage",
        title: "Sign this message?",
        details: [
          ["Site", this.#options.origin],
          ["Account", this.address],
          ["Message", new TextDecoder().decode(message)]
        ]
      })
      outputs.push({ signedMessage: message, signature: await this.#options.signer.signMessage(message) })
    }
    return outputs
  }

  readonly #signTransaction = async (
    ...inputs: ReadonlyArray<SolanaSignTransactionInput>
  ): Promise<ReadonlyArray<SolanaSignTransactionOutput>> => {
    const outputs: Array<SolanaSignTransactionOutput> = []
    for (const input of inputs) {
      outputs.push({ signedTransaction: await this.#approveAndSign(input, "solana:signTransaction", "Sign this transaction?") })
    }
    return outputs
  }

  readonly #signAndSendTransaction = async (
    ...inputs: ReadonlyArray<SolanaSignAndSendTransactionInput>
  ): Promise<ReadonlyArray<SolanaSignAndSendTransactionOutput>> => {
    const outputs: Array<SolanaSignAndSendTransactionOutput> = []
    for (const input of inputs) {
      const signed = await this.#approveAndSign(input, "solana:signAndSendTransaction", "Send this transaction?")
      const options = input.options ?? {}
      const signature = await submitTransaction(this.#options.rpcUrl, signed, {
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
        ...(options.preflightCommitment === undefined ? {} : { preflightCommitment: options.preflightCommitment }),
        ...(options.commitment === undefined ? {} : { commitment: options.commitment })
      }).catch((error: unknown) => {
        throw internalError(`the local chain refused the transaction: ${error instanceof Error ? error.message : String(error)}`)
      })
      outputs.push({ signature })
    }
    return outputs
  }

  async #approveAndSign(input: SolanaSignTransactionInput, method: string, title: string): Promise<Uint8Array> {
    this.#requireAccount(input.account, method)
    if (input.chain !== undefined && input.chain !== DEMO_SOLANA_CHAIN) {
      throw chainDisconnected(`${input.chain}: the demo wallet only reaches ${DEMO_SOLANA_CHAIN}`)
    }
    if (!(input.transaction instanceof Uint8Array)) throw invalidParams("transaction must be wire bytes")
    await this.#ask({
      method,
      title,
      details: [
        ["Site", this.#options.origin],
        ["Account", this.address],
        ["Chain", input.chain ?? DEMO_SOLANA_CHAIN],
        ["Size", `${input.transaction.length} bytes`]
      ]
    })
    try {
      return await this.#options.signer.signTransaction(input.transaction)
    } catch (error) {
      throw invalidParams(`cannot sign: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  #requireAccount(account: WalletAccount, method: string): void {
    if (!this.#authorized || account.address !== this.address) throw unauthorized(`${method} for ${account.address}`)
  }

  async #ask(request: PromptRequest): Promise<void> {
    if (!(await this.#options.prompt.ask(request))) throw userRejected()
  }

  #readAuthorized(): boolean {
    try {
      return this.#options.storage?.getItem(this.#options.storageKey) === this.address
    } catch {
      return false
    }
  }

  #setAuthorized(authorized: boolean): void {
    this.#authorized = authorized
    try {
      if (authorized) this.#options.storage?.setItem(this.#options.storageKey, this.address)
      else this.#options.storage?.removeItem(this.#options.storageKey)
    } catch {
      // Storage can be unavailable (sandboxed frames, quota); the approval then lasts for this page only.
    }
  }
}

/** Lets a caller see the wallet's change events (the multi-chain wallet resets its shared approval on revoke). */
export type ChangeListener = StandardEventsListeners["change"]
