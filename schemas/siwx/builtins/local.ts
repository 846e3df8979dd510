/**
 * localSiwx's code (built-in, the default; the host's `localSiwx()` loads it on first use, runtime/siwx/builtins.ts): sessions kept on this device in Web Storage, each checked by
 * verifySiwxMessage (bound to the chain its nonce was issued for) before it is kept (EOAs and Solana; a
 * smart account needs `rpcUrls`). This is not authentication: the proof never leaves the visitor's browser,
 * which can write any session into its own storage. Good for a site without a back end that wants "this
 * wallet signed here"; a server that must know who calls it verifies itself (serverSiwx).
 */
import { SiwxVerificationFailed } from "../../errors/siwx.js"
import { createSiwxNonce } from "../nonce.js"
import { verifySiwxMessage } from "../verify/index.js"
import type { SiwxConfig, SiwxSession } from "../config.js"
import { pageMessageFields } from "./defaultFields.js"
import { LOCAL_SIWX_KEY, type LocalSiwxOptions, type SiwxKeyValueStorage } from "./options.js"
import { safeParseSiwxMessage } from "../parse.js"

interface Stored {
  readonly message: string
  readonly signature: string
}

const isStored = (value: unknown): value is Stored =>
  typeof value === "object" && value !== null &&
  typeof Reflect.get(value, "message") === "string" && typeof Reflect.get(value, "signature") === "string"

/** The built-in sign-in that keeps sessions on this device. */
export const createLocalSiwx = (options: LocalSiwxOptions = {}): SiwxConfig => {
  const key = options.key ?? LOCAL_SIWX_KEY
  const storage = (): SiwxKeyValueStorage => options.storage ?? globalThis.localStorage
  const now = () => options.now?.() ?? Date.now()
  // Each nonce issued here, with the chain its message is for: the session must be bound to that chain.
  const nonces = new Map<string, string>()

  // Stored text is outside data: each entry is parsed again, and expired or malformed ones are dropped.
  const read = (): ReadonlyArray<SiwxSession> => {
    let raw: unknown
    try {
      raw = JSON.parse(storage().getItem(key) ?? "[]")
    } catch {
      return []
    }
    if (!Array.isArray(raw)) return []
    return raw.filter(isStored).flatMap((entry) => {
      const parsed = safeParseSiwxMessage(entry.message)
      if (!parsed.success) return []
      const expires = parsed.data.expirationTime === undefined ? undefined : Date.parse(parsed.data.expirationTime)
      return expires !== undefined && expires <= now() ? [] : [{ data: parsed.data, message: entry.message, signature: entry.signature }]
    })
  }
  const write = (sessions: ReadonlyArray<SiwxSession>): void =>
    storage().setItem(key, JSON.stringify(sessions.map(({ message, signature }) => ({ message, signature }))))
  const same = (session: SiwxSession, chainId: string, accountAddress: string) =>
    session.data.chainId === chainId && session.data.accountAddress === accountAddress

  return {
    createMessage: async (input) => {
      const nonce = createSiwxNonce()
      nonces.set(nonce, input.chainId)
      return pageMessageFields(input, nonce, options)
    },
    addSession: async (session) => {
      const { nonce, chainId, accountAddress } = session.data
      const issuedFor = nonces.get(nonce)
      nonces.delete(nonce)
      if (issuedFor === undefined) throw new SiwxVerificationFailed({ reason: "nonce" })
      const result = await verifySiwxMessage({
        message: session.message,
        signature: session.signature,
        nonce,
        chainId: issuedFor,
        domain: globalThis.location.host,
        now: now(),
        ...(options.rpcUrls === undefined ? {} : { rpcUrls: options.rpcUrls })
      })
      if (!result.success) throw result.error
      write([...read().filter((s) => !same(s, chainId, accountAddress)), session])
    },
    getSessions: async (chainId, accountAddress) => read().filter((s) => same(s, chainId, accountAddress)),
    revokeSession: async (chainId, accountAddress) => write(read().filter((s) => !same(s, chainId, accountAddress))),
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true
  }
}
