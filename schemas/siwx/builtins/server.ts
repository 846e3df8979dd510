/**
 * serverSiwx's code (built-in; the host's `serverSiwx({ url })` loads it on first use, runtime/siwx/builtins.ts): sign-in against the host's auth endpoint, which verifies the signature
 * and keeps the session in its own HTTP-only cookie. The protocol (dev/auth-server implements it):
 *   GET {url}nonce → { nonce }; POST {url}verify { message, signature } → 2xx, or a refusal
 *     { error, tag, reason?, field? } (schemas/siwx/refusal.ts: `tag` "SmartAccountsUnsupported" is the only
 *     way to make the modal say "This application might not support Smart Accounts");
 *   GET {url}sessions → { sessions: [{ chainId, accountAddress, message, signature }] };
 *   POST {url}signout { chainId, accountAddress } → 2xx.
 */
import type { SiwxConfig, SiwxSession } from "../config.js"
import { safeParseSiwxMessage } from "../parse.js"
import { siwxRefusalFromBody } from "../refusal.js"
import { SIWX_NONCE_PATTERN } from "../validate.js"
import { pageMessageFields } from "./defaultFields.js"
import type { ServerSiwxOptions } from "./options.js"

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined

const jsonOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The built-in sign-in backed by an auth endpoint. */
export const createServerSiwx = (options: ServerSiwxOptions): SiwxConfig => {
  const request = async (path: string, body?: unknown): Promise<unknown> => {
    const response = await (options.fetch ?? globalThis.fetch)(new URL(path, options.url), {
      method: body === undefined ? "GET" : "POST",
      credentials: "include",
      cache: "no-store",
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    })
    const text = await response.text()
    if (!response.ok) {
      // A refusal keeps its class; any other failure (HTTP 500, a proxy's HTML page) is the back end failing.
      const json = jsonOrUndefined(text)
      const refusal = siwxRefusalFromBody(json)
      if (refusal !== undefined) throw refusal
      const error = field(json, "error")
      throw new Error(typeof error === "string" ? error : `${path}: HTTP ${response.status}`)
    }
    return text === "" ? undefined : JSON.parse(text)
  }

  return {
    createMessage: async (input) => {
      const nonce = field(await request("nonce"), "nonce")
      if (typeof nonce !== "string" || !SIWX_NONCE_PATTERN.test(nonce)) throw new Error("The auth endpoint sent no valid nonce")
      return pageMessageFields(input, nonce, options)
    },
    addSession: async (session) => {
      await request("verify", { message: session.message, signature: session.signature })
    },
    getSessions: async (chainId, accountAddress) => {
      const sessions = field(await request("sessions"), "sessions")
      if (!Array.isArray(sessions)) return []
      return sessions.flatMap((entry): ReadonlyArray<SiwxSession> => {
        const message = field(entry, "message")
        const signature = field(entry, "signature")
        if (typeof message !== "string" || typeof signature !== "string") return []
        const parsed = safeParseSiwxMessage(message)
        return parsed.success && parsed.data.chainId === chainId && parsed.data.accountAddress === accountAddress
          ? [{ data: parsed.data, message, signature }]
          : []
      })
    },
    revokeSession: async (chainId, accountAddress) => {
      await request("signout", { chainId, accountAddress })
    },
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true
  }
}
