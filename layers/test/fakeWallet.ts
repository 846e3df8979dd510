/**
 * A scriptable EIP-1193 wallet for tests (ours and host apps'): no chain, no network.
 * It approves, rejects or holds each prompt as scripted, and records every call. Its prompts are the ones a
 * host's tests meet: connecting, `personal_sign` and `eth_signTypedData_v4` (real signatures, by the key of
 * its account, so a server's verification passes) and `eth_sendTransaction` (a transaction hash; the test
 * instance's in-memory chain mines it, layers/test/evmAdapter.ts).
 */
import { isHex, keccak256, stringToHex } from "viem"
import type { Hex } from "../../schemas/public/hex.js"
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts"
import type { Eip1193Provider } from "../../schemas/validators/eip1193Provider.js"
import { chainIdParam, sendRequestOf, typedDataOf, type FakeSentTransaction } from "./fakeWalletParams.js"

export type PromptMode = "approve" | "reject" | "hold"

export interface FakeWalletOptions {
  /** The accounts it exposes. Default: the address of `privateKey` (by default anvil's first dev account). */
  readonly accounts?: ReadonlyArray<`0x${string}`>
  /**
   * The key it signs with, for the account at its address; a signing request for another of `accounts` is
   * refused (4100). Default: anvil's first dev key (a public test key: never hold funds with it).
   */
  readonly privateKey?: Hex
  readonly chainId?: number
  /** What a prompt (connecting, signing, sending) does. Default "approve". */
  readonly mode?: PromptMode
  /** Whether eth_accounts already returns the accounts (a wallet that authorised this site before). */
  readonly authorized?: boolean
  /** Chain ids the wallet knows; switching to another fails with 4902 until it is added. */
  readonly knownChainIds?: ReadonlyArray<number>
}

/** A fake EIP-1193 wallet as discovery would list it (id = rdns, ANNOUNCED): `setup.wallets` of `createTestWalletport`. */
export interface FakeEvmWalletEntry {
  readonly id: string
  readonly name: string
  readonly icon?: string
  readonly wallet: FakeWallet
}

export interface FakeWallet {
  readonly provider: Eip1193Provider
  /** Every request, in order. */
  readonly calls: ReadonlyArray<{ readonly method: string; readonly params: unknown }>
  /** The transactions it sent (approved `eth_sendTransaction` prompts), in order. */
  readonly sent: ReadonlyArray<FakeSentTransaction>
  /** Hears each transaction as it is sent (the test instance's chain mines it); returns the unsubscribe. */
  onSent(listener: (transaction: FakeSentTransaction) => void): () => void
  setMode(mode: PromptMode): void
  /** Answers the next call of `method` with this value (or throws it when `error` is set) instead of the script. */
  respondOnce(method: string, answer: { readonly result: unknown } | { readonly error: unknown }): void
  /** Settles the held prompts (each approved one answers as it would have). */
  release(answer: "approve" | "reject"): void
  /** Emits an EIP-1193 event to the listeners. */
  emit(event: "accountsChanged" | "chainChanged" | "disconnect", payload: unknown): void
  readonly listenerCount: (event: string) => number
}

const rejection = () => ({ code: 4001, message: "User rejected the request." })

/** The first anvil dev account, a convenient default address. */
export const FAKE_WALLET_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" as const
/** Its key: anvil's first dev key, published with every Foundry install. */
const FAKE_WALLET_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

const unauthorized = (address: unknown) => ({ code: 4100, message: `The fake wallet has no key for ${String(address)}: pass its privateKey to makeFakeWallet` })
const invalidParams = (method: string, why: string) => ({ code: -32602, message: `${method}: ${why}` })

export const makeFakeWallet = (options: FakeWalletOptions = {}): FakeWallet => {
  const signer: PrivateKeyAccount = privateKeyToAccount(options.privateKey ?? FAKE_WALLET_KEY)
  const accounts = options.accounts ?? [signer.address]
  let chainId = options.chainId ?? 1
  let mode: PromptMode = options.mode ?? "approve"
  let authorized = options.authorized ?? false
  const known = new Set(options.knownChainIds ?? [chainId])
  const calls: Array<{ method: string; params: unknown }> = []
  const scripted = new Map<string, Array<{ readonly result: unknown } | { readonly error: unknown }>>()
  const listeners = new Map<string, Set<(...args: Array<unknown>) => void>>()
  const held: Array<{ approve: () => Promise<unknown>; reject: (error: unknown) => void }> = []
  const sent: Array<FakeSentTransaction> = []
  const sentListeners = new Set<(transaction: FakeSentTransaction) => void>()

  /** A prompt: approved (`approve` answers), rejected (4001) or held until `release`, as the mode says. */
  const prompt = (approve: () => Promise<unknown>): Promise<unknown> => {
    if (mode === "reject") return Promise.reject(rejection())
    if (mode === "hold") return new Promise((resolve, reject) => held.push({ approve: () => approve().then(resolve, reject), reject }))
    return approve()
  }
  /** The signer, when `address` is its account (any case). */
  const signerFor = (address: unknown): PrivateKeyAccount | undefined =>
    typeof address === "string" && address.toLowerCase() === signer.address.toLowerCase() ? signer : undefined
  const answer = (method: string, params: unknown): Promise<unknown> => {
    const list: ReadonlyArray<unknown> = Array.isArray(params) ? params : []
    switch (method) {
      case "eth_requestAccounts":
        return prompt(() => {
          authorized = true
          return Promise.resolve(accounts)
        })
      case "personal_sign": {
        // [message, address]: the message as hex bytes or, from sloppy callers, plain text.
        const [message, address] = list
        const account = signerFor(address)
        if (typeof message !== "string") return Promise.reject(invalidParams(method, "the message must be a string"))
        if (account === undefined) return Promise.reject(unauthorized(address))
        return prompt(() => account.signMessage({ message: isHex(message) ? { raw: message } : message }))
      }
      case "eth_signTypedData_v4": {
        const [address, data] = list
        const account = signerFor(address)
        if (account === undefined) return Promise.reject(unauthorized(address))
        const typed = typedDataOf(data)
        if (typed === undefined) return Promise.reject(invalidParams(method, "expected EIP-712 typed data (domain, types, primaryType, message)"))
        return prompt(() => account.signTypedData(typed))
      }
      case "eth_sendTransaction": {
        const request = sendRequestOf(list[0])
        if (request === undefined) return Promise.reject(invalidParams(method, "expected a transaction with a from address"))
        if (signerFor(request.from) === undefined) return Promise.reject(unauthorized(request.from))
        return prompt(() => {
          // A hash unique to this wallet's nth transaction: no chain to sign for, the test chain mines it by hash.
          const hash = keccak256(stringToHex(`${signer.address}:${sent.length}:${JSON.stringify(request)}`))
          const transaction: FakeSentTransaction = { hash, request, chainId }
          sent.push(transaction)
          for (const listener of sentListeners) listener(transaction)
          return Promise.resolve(hash)
        })
      }
      case "eth_accounts":
        return Promise.resolve(authorized ? accounts : [])
      case "eth_chainId":
        return Promise.resolve(`0x${chainId.toString(16)}`)
      case "wallet_switchEthereumChain": {
        const target = chainIdParam(list[0])
        if (!known.has(target)) return Promise.reject({ code: 4902, message: "Unrecognized chain ID" })
        chainId = target
        return Promise.resolve(null)
      }
      case "wallet_addEthereumChain": {
        const target = chainIdParam(list[0])
        known.add(target)
        chainId = target
        return Promise.resolve(null)
      }
      case "wallet_revokePermissions":
        authorized = false
        return Promise.resolve(null)
      default:
        return Promise.reject({ code: 4200, message: `Unsupported method ${method}` })
    }
  }

  const provider: Eip1193Provider = {
    request: ({ method, params }) => {
      calls.push({ method, params })
      const next = scripted.get(method)?.shift()
      if (next !== undefined) return "error" in next ? Promise.reject(next.error) : Promise.resolve(next.result)
      return answer(method, params)
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    }
  }

  return {
    provider,
    calls,
    sent,
    onSent: (listener) => {
      sentListeners.add(listener)
      return () => sentListeners.delete(listener)
    },
    setMode: (next) => {
      mode = next
    },
    respondOnce: (method, response) => {
      scripted.set(method, [...(scripted.get(method) ?? []), response])
    },
    release: (decision) => {
      for (const pending of held.splice(0)) {
        if (decision === "approve") void pending.approve()
        else pending.reject(rejection())
      }
    },
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0
  }
}
