/**
 * A scriptable EIP-1193 wallet for tests (ours and host apps'): no chain, no network.
 * It approves, rejects or holds each prompt as scripted, and records every call.
 */
import type { Eip1193Provider } from "../../schemas/eip1193.js"

export type PromptMode = "approve" | "reject" | "hold"

export interface FakeWalletOptions {
  readonly accounts?: ReadonlyArray<`0x${string}`>
  readonly chainId?: number
  /** What a prompt (eth_requestAccounts) does. Default "approve". */
  readonly mode?: PromptMode
  /** Whether eth_accounts already returns the accounts (a wallet that authorised this site before). */
  readonly authorized?: boolean
  /** Chain ids the wallet knows; switching to another fails with 4902 until it is added. */
  readonly knownChainIds?: ReadonlyArray<number>
}

export interface FakeWallet {
  readonly provider: Eip1193Provider
  /** Every request, in order. */
  readonly calls: ReadonlyArray<{ readonly method: string; readonly params: unknown }>
  setMode(mode: PromptMode): void
  /** Answers the next call of `method` with this value (or throws it when `error` is set) instead of the script. */
  respondOnce(method: string, answer: { readonly result: unknown } | { readonly error: unknown }): void
  /** Settles a held prompt. */
  release(answer: "approve" | "reject"): void
  /** Emits an EIP-1193 event to the listeners. */
  emit(event: "accountsChanged" | "chainChanged" | "disconnect", payload: unknown): void
  readonly listenerCount: (event: string) => number
}

const rejection = () => ({ code: 4001, message: "User rejected the request." })

/** The first anvil dev account, a convenient default address. */
export const FAKE_WALLET_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" as const

export const makeFakeWallet = (options: FakeWalletOptions = {}): FakeWallet => {
  const accounts = options.accounts ?? [FAKE_WALLET_ADDRESS]
  let chainId = options.chainId ?? 1
  let mode: PromptMode = options.mode ?? "approve"
  let authorized = options.authorized ?? false
  const known = new Set(options.knownChainIds ?? [chainId])
  const calls: Array<{ method: string; params: unknown }> = []
  const scripted = new Map<string, Array<{ readonly result: unknown } | { readonly error: unknown }>>()
  const listeners = new Map<string, Set<(...args: Array<unknown>) => void>>()
  const held: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = []

  const answer = (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case "eth_requestAccounts":
        if (mode === "reject") return Promise.reject(rejection())
        if (mode === "hold") {
          return new Promise((resolve, reject) => held.push({ resolve, reject }))
        }
        authorized = true
        return Promise.resolve(accounts)
      case "eth_accounts":
        return Promise.resolve(authorized ? accounts : [])
      case "eth_chainId":
        return Promise.resolve(`0x${chainId.toString(16)}`)
      case "wallet_switchEthereumChain": {
        const target = Number.parseInt(String((params as ReadonlyArray<{ chainId?: string }> | undefined)?.[0]?.chainId), 16)
        if (!known.has(target)) return Promise.reject({ code: 4902, message: "Unrecognized chain ID" })
        chainId = target
        return Promise.resolve(null)
      }
      case "wallet_addEthereumChain": {
        const target = Number.parseInt(String((params as ReadonlyArray<{ chainId?: string }> | undefined)?.[0]?.chainId), 16)
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
    setMode: (next) => {
      mode = next
    },
    respondOnce: (method, response) => {
      scripted.set(method, [...(scripted.get(method) ?? []), response])
    },
    release: (decision) => {
      for (const prompt of held.splice(0)) {
        if (decision === "approve") {
          authorized = true
          prompt.resolve(accounts)
        } else prompt.reject(rejection())
      }
    },
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0
  }
}
