// The demo wallet's EIP-1193 provider: anvil account 0 as a viem local account. Reads go to the devnet's
// JSON-RPC URL; signing happens here, after the user approves in the wallet's own prompt.
import {
  BaseError,
  createWalletClient,
  defineChain,
  formatEther,
  hexToString,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type Address,
  type Hex
} from "viem"
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts"
import { Emitter, type Listener } from "./emitter.js"
import {
  ProviderRpcError,
  chainDisconnected,
  disconnected,
  internalError,
  invalidParams,
  invalidRequest,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected
} from "./errors.js"
import type { PromptRequest, WalletPrompt } from "./prompt.js"

/** localStorage key remembering that the user approved eth_requestAccounts (value: the address). */
export const AUTHORIZED_STORAGE_KEY = "demo-wallet:authorized"

export interface DemoWalletProviderOptions {
  readonly rpcUrl: string
  readonly chainId: number
  readonly privateKey: Hex
  /**
   * The key's address, when the caller knows it (the anvil accounts' table): the key then becomes an account only
   * when the wallet first signs, sparing each page load a secp256k1 multiplication (~60 ms of the demo's main
   * thread). Checked against the key then.
   */
  readonly address?: Address
  readonly prompt: WalletPrompt
  /** Where authorization is remembered; null disables persistence. */
  readonly storage: Storage | null
  /** The storage key (default AUTHORIZED_STORAGE_KEY); another wallet on the same page needs its own. */
  readonly storageKey?: string
  /** Shown in the prompt. */
  readonly origin: string
  /**
   * A dapp's suggested `nonce` in eth_sendTransaction: ignored, the wallet taking the account's next nonce itself
   * as MetaMask and most wallets do ("own", the default), or honoured ("dapp").
   */
  readonly nonce?: "own" | "dapp"
}

/** EIP-1193 `request` argument. */
export interface RequestArguments {
  readonly method: string
  readonly params?: ReadonlyArray<unknown> | object
}

/** Methods forwarded as-is to the devnet (read-only, or already signed). */
const FORWARDED = new Set([
  "eth_blockNumber",
  "eth_call",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_gasPrice",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getBlockTransactionCountByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getCode",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_maxPriorityFeePerGas",
  "eth_sendRawTransaction",
  "eth_syncing",
  "net_listening",
  "web3_clientVersion"
])

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const paramsArray = (params: RequestArguments["params"]): ReadonlyArray<unknown> =>
  params === undefined ? [] : Array.isArray(params) ? params : [params]

const optionalHex = (tx: Readonly<Record<string, unknown>>, key: string): Hex | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string" || !isHex(value)) throw invalidParams(`transaction.${key} must be a 0x-prefixed hex string`)
  return value
}

const optionalQuantity = (tx: Readonly<Record<string, unknown>>, key: string): bigint | undefined => {
  const value = optionalHex(tx, key)
  return value === undefined ? undefined : BigInt(value)
}

/** Printable UTF-8 text of a hex message, or undefined if it is binary. */
const readableMessage = (message: Hex): string | undefined => {
  try {
    const text = hexToString(message)
    // Control characters other than tab/newline mean binary data (e.g. a 32-byte hash).
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** Walks a viem error's cause chain for the JSON-RPC error code the node returned. */
const toProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  let code: number | undefined
  let cause: unknown = error
  while (isRecord(cause) || cause instanceof Error) {
    if ("code" in cause && typeof cause.code === "number") {
      code = cause.code
      break
    }
    cause = "cause" in cause ? cause.cause : undefined
  }
  const message = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  return code === undefined ? internalError(message) : new ProviderRpcError(code, message)
}

export class DemoWalletProvider {
  /** Lets dapps and tests recognise this provider; it does not pretend to be MetaMask. */
  readonly isWalletportDemo = true
  readonly #events = new Emitter()
  #signer: PrivateKeyAccount | undefined
  readonly #options: DemoWalletProviderOptions
  #chainId: number
  #authorized: boolean
  #pendingAccounts: Promise<ReadonlyArray<Address>> | undefined
  #rpcId = 0
  /** Broadcasts one at a time, as a wallet's nonce tracker does: each takes the nonce after the previous one's. */
  #broadcasting: Promise<unknown> = Promise.resolve()

  constructor(options: DemoWalletProviderOptions) {
    this.#options = options
    this.#chainId = options.chainId
    this.#authorized = this.#readAuthorized()
  }

  get address(): Address {
    return this.#options.address ?? this.#account.address
  }

  /** The key as a viem account, made on first use. */
  get #account(): PrivateKeyAccount {
    if (this.#signer === undefined) {
      const signer = privateKeyToAccount(this.#options.privateKey)
      if (this.#options.address !== undefined && signer.address !== this.#options.address) {
        throw new Error(`demo wallet: the key's address is ${signer.address}, not ${this.#options.address}`)
      }
      this.#signer = signer
    }
    return this.#signer
  }

  get chainId(): number {
    return this.#chainId
  }

  get authorized(): boolean {
    return this.#authorized
  }

  /** Every method the dapp asked for, in order (tests count prompts the library sent). */
  readonly #received: Array<string> = []

  get received(): ReadonlyArray<string> {
    return [...this.#received]
  }

  // Arrow properties so `const { request } = provider` keeps working, as with most injected providers.
  readonly request = async (args: RequestArguments): Promise<unknown> => {
    if (!isRecord(args) || typeof args["method"] !== "string") throw invalidRequest("expected { method: string, params? }")
    this.#received.push(args["method"])
    const params = args["params"]
    if (params !== undefined && !isRecord(params) && !Array.isArray(params)) {
      throw invalidRequest("params must be an array or an object")
    }
    try {
      return await this.#dispatch(args["method"], paramsArray(params))
    } catch (error) {
      throw toProviderError(error)
    }
  }

  on(event: string, listener: Listener): this {
    this.#events.on(event, listener)
    return this
  }

  once(event: string, listener: Listener): this {
    this.#events.once(event, listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.#events.removeListener(event, listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  /** Forgets the authorization (like "disconnect site" in a real wallet); emits accountsChanged([]). */
  revoke(): void {
    if (!this.#authorized) return
    this.#setAuthorized(false)
    this.#events.emit("accountsChanged", [])
  }

  /** Pretends the user switched networks inside the wallet; emits chainChanged. */
  simulateChainChanged(chainId: number): void {
    if (chainId === this.#chainId) return
    this.#chainId = chainId
    this.#events.emit("chainChanged", numberToHex(chainId))
  }

  /** Emits `disconnect` with a 4900 error, as a wallet that lost its node would. */
  simulateDisconnect(): void {
    this.#events.emit("disconnect", disconnected("Simulated by the demo wallet."))
  }

  async #dispatch(method: string, params: ReadonlyArray<unknown>): Promise<unknown> {
    switch (method) {
      case "eth_chainId":
        return numberToHex(this.#chainId)
      case "net_version":
        return String(this.#chainId)
      case "eth_accounts":
        return this.#authorized ? [this.address] : []
      case "eth_coinbase":
        return this.#authorized ? this.address : null
      case "eth_requestAccounts":
        return this.#requestAccounts()
      case "wallet_requestPermissions":
        await this.#requestAccounts()
        return [{ parentCapability: "eth_accounts", caveats: [] }]
      case "wallet_getPermissions":
        return this.#authorized ? [{ parentCapability: "eth_accounts", caveats: [] }] : []
      case "wallet_revokePermissions":
        this.revoke()
        return null
      case "wallet_switchEthereumChain":
        return this.#switchChain(params)
      case "wallet_addEthereumChain":
        return this.#addChain(params)
      case "personal_sign":
        return this.#personalSign(params)
      case "eth_sendTransaction":
        return this.#sendTransaction(params)
      default:
        if (FORWARDED.has(method)) return this.#forward(method, params)
        throw unsupportedMethod(method)
    }
  }

  #requestAccounts(): Promise<ReadonlyArray<Address>> {
    if (this.#authorized) return Promise.resolve([this.address])
    // A second eth_requestAccounts while the prompt is open joins the first instead of stacking prompts.
    this.#pendingAccounts ??= this.#ask({
      method: "eth_requestAccounts",
      title: "Connect to this site?",
      details: [
        ["Site", this.#options.origin],
        ["Account", this.address]
      ]
    })
      .then((): ReadonlyArray<Address> => {
        this.#setAuthorized(true)
        this.#events.emit("connect", { chainId: numberToHex(this.#chainId) })
        this.#events.emit("accountsChanged", [this.address])
        return [this.address]
      })
      .finally(() => {
        this.#pendingAccounts = undefined
      })
    return this.#pendingAccounts
  }

  #switchChain(params: ReadonlyArray<unknown>): null {
    const chainIdHex = this.#chainIdParam(params)
    if (Number(chainIdHex) !== this.#options.chainId) throw unrecognizedChain(chainIdHex)
    this.simulateChainChanged(this.#options.chainId)
    return null
  }

  #addChain(params: ReadonlyArray<unknown>): null {
    const chainIdHex = this.#chainIdParam(params)
    // Only the local devnet exists offline; adding anything else is answered like an unknown chain.
    if (Number(chainIdHex) !== this.#options.chainId) throw unrecognizedChain(chainIdHex)
    return null
  }

  #chainIdParam(params: ReadonlyArray<unknown>): Hex {
    const first = params[0]
    const chainId = isRecord(first) ? first["chainId"] : undefined
    if (typeof chainId !== "string" || !isHex(chainId)) throw invalidParams("expected [{ chainId: 0x-hex }]")
    return chainId
  }

  async #personalSign(params: ReadonlyArray<unknown>): Promise<Hex> {
    this.#requireAuthorized()
    const [a, b] = params
    // Spec order is [message, address]; some dapps send [address, message].
    const [message, address] =
      typeof b === "string" && isAddress(b) ? [a, b] : typeof a === "string" && isAddress(a) ? [b, a] : [a, b]
    if (typeof message !== "string") throw invalidParams("personal_sign expects [message, address]")
    if (typeof address !== "string" || !isAddress(address) || !isAddressEqual(address, this.address)) {
      throw unauthorized(`personal_sign for ${String(address)}`)
    }
    const shown = isHex(message) ? (readableMessage(message) ?? message) : message
    await this.#ask({
      method: "personal_sign",
      title: "Sign this message?",
      details: [
        ["Site", this.#options.origin],
        ["Account", this.address],
        ["Message", shown]
      ]
    })
    return this.#account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  async #sendTransaction(params: ReadonlyArray<unknown>): Promise<Hex> {
    this.#requireAuthorized()
    const tx = params[0]
    if (!isRecord(tx)) throw invalidParams("eth_sendTransaction expects [transaction]")
    const from = tx["from"]
    if (from !== undefined && (typeof from !== "string" || !isAddress(from) || !isAddressEqual(from, this.address))) {
      throw unauthorized(`eth_sendTransaction from ${String(from)}`)
    }
    const toValue = tx["to"]
    if (toValue !== undefined && toValue !== null && (typeof toValue !== "string" || !isAddress(toValue))) {
      throw invalidParams("transaction.to must be an address")
    }
    const to = typeof toValue === "string" ? toValue : undefined
    const value = optionalQuantity(tx, "value")
    const data = optionalHex(tx, "data") ?? optionalHex(tx, "input")
    const gas = optionalQuantity(tx, "gas")
    const nonce = this.#options.nonce === "dapp" ? optionalQuantity(tx, "nonce") : undefined
    const gasPrice = optionalQuantity(tx, "gasPrice")
    const maxFeePerGas = optionalQuantity(tx, "maxFeePerGas")
    const maxPriorityFeePerGas = optionalQuantity(tx, "maxPriorityFeePerGas")
    const txChainId = optionalQuantity(tx, "chainId")
    if (txChainId !== undefined && Number(txChainId) !== this.#chainId) {
      throw chainDisconnected(`transaction.chainId ${txChainId} differs from the wallet's chain ${this.#chainId}`)
    }
    if (this.#chainId !== this.#options.chainId) {
      throw chainDisconnected(`the wallet is on chain ${this.#chainId}, which it cannot reach offline`)
    }

    await this.#ask({
      method: "eth_sendTransaction",
      title: "Send this transaction?",
      details: [
        ["Site", this.#options.origin],
        ["From", this.address],
        ["To", to ?? "(contract creation)"],
        ["Value", `${formatEther(value ?? 0n)} ETH`],
        ...(data === undefined || data === "0x" ? [] : [["Data", data] as const])
      ]
    })

    const chain = defineChain({
      id: this.#options.chainId,
      name: "Walletport devnet",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [this.#options.rpcUrl] } }
    })
    const client = createWalletClient({
      account: this.#account,
      chain,
      transport: http(this.#options.rpcUrl, { retryCount: 0 })
    })
    // viem fills nonce, gas and fees from the devnet, signs with the local key and sends the raw transaction.
    const common = {
      ...(to === undefined ? {} : { to }),
      ...(value === undefined ? {} : { value }),
      ...(data === undefined ? {} : { data }),
      ...(gas === undefined ? {} : { gas }),
      ...(nonce === undefined ? {} : { nonce: Number(nonce) })
    }
    const send = () =>
      gasPrice !== undefined
        ? client.sendTransaction({ ...common, gasPrice })
        : client.sendTransaction({
            ...common,
            ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
            ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas })
          })
    const sent = this.#broadcasting.then(send, send)
    this.#broadcasting = sent.catch(() => undefined)
    return sent
  }

  async #forward(method: string, params: ReadonlyArray<unknown>): Promise<unknown> {
    this.#rpcId += 1
    let response: Response
    try {
      response = await fetch(this.#options.rpcUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: this.#rpcId, method, params })
      })
    } catch (error) {
      throw disconnected(`Could not reach ${this.#options.rpcUrl}: ${String(error)}`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!isRecord(body)) throw internalError(`${method}: HTTP ${response.status} with a non-JSON-RPC body`)
    const error = body["error"]
    if (isRecord(error)) {
      const code = typeof error["code"] === "number" ? error["code"] : -32603
      const message = typeof error["message"] === "string" ? error["message"] : "Unknown RPC error"
      throw new ProviderRpcError(code, message, error["data"])
    }
    if (!("result" in body)) throw internalError(`${method}: response has neither result nor error`)
    return body["result"]
  }

  async #ask(request: PromptRequest): Promise<void> {
    if (!(await this.#options.prompt.ask(request))) throw userRejected()
  }

  #requireAuthorized(): void {
    if (!this.#authorized) throw unauthorized("Call eth_requestAccounts first.")
  }

  get #storageKey(): string {
    return this.#options.storageKey ?? AUTHORIZED_STORAGE_KEY
  }

  #readAuthorized(): boolean {
    try {
      const stored = this.#options.storage?.getItem(this.#storageKey)
      return typeof stored === "string" && isAddress(stored) && isAddressEqual(stored, this.address)
    } catch {
      return false
    }
  }

  #setAuthorized(authorized: boolean): void {
    this.#authorized = authorized
    try {
      if (authorized) this.#options.storage?.setItem(this.#storageKey, this.address)
      else this.#options.storage?.removeItem(this.#storageKey)
    } catch {
      // Storage can be unavailable (sandboxed frames, quota); authorization then lasts for this page only.
    }
  }
}
