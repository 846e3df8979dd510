/**
 * The `siwx` and `siweConfig` options as one backend for the sign-in flow (SPEC §1: siweConfig "adapted onto
 * the same flow"). Host Promises become Effects here; a rejection is kept as the cause.
 */
import * as Effect from "effect/Effect"
import { SiwxVerificationFailed } from "../../../schemas/errors/siwx.js"
import { type SiweConfig, isSiweConfig, isSiwxConfig, type SiwxConfig } from "../../../schemas/siwx/config.js"
import type { ParsedSiwxMessage } from "../../../schemas/siwx/fields.js"
import { formatSiwxMessage } from "../../../schemas/siwx/format.js"
import type { SiwxAccount } from "../../../services/Siwx.js"

/** What the flow needs from whichever option is set. */
export interface SiwxBackend {
  readonly view: "SIWXSignMessage" | "ConnectingSiwe"
  readonly required: boolean
  readonly signOutOnDisconnect: boolean
  /** False for a namespace the option cannot sign in (siweConfig is EVM only). */
  readonly supports: (account: SiwxAccount) => boolean
  /** The text to sign (and its fields, when the flow formatted it). */
  readonly createMessage: (account: SiwxAccount) => Effect.Effect<{ readonly text: string; readonly data: ParsedSiwxMessage | undefined }, unknown>
  readonly addSession: (
    account: SiwxAccount,
    signed: { readonly text: string; readonly data: ParsedSiwxMessage | undefined; readonly signature: string }
  ) => Effect.Effect<void, unknown>
  readonly hasSession: (account: SiwxAccount) => Effect.Effect<boolean, unknown>
  readonly revoke: (account: SiwxAccount) => Effect.Effect<void, unknown>
}

const attempt = <A>(run: () => Promise<A>) => Effect.tryPromise({ try: run, catch: (cause) => cause })

const fromSiwx = (config: SiwxConfig): SiwxBackend => ({
  view: "SIWXSignMessage",
  required: config.getRequired?.() === true,
  signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  supports: () => true,
  createMessage: (account) =>
    Effect.flatMap(attempt(() => config.createMessage({ accountAddress: account.address, chainId: account.chainId })), (fields) =>
      Effect.try({
        try: () => {
          const text = formatSiwxMessage(fields)
          return { text, data: { ...fields, version: "1" as const } }
        },
        catch: (cause) => cause
      })),
  addSession: (_account, { data, signature, text }) =>
    data === undefined
      ? Effect.fail(new Error("no message fields"))
      : attempt(() => config.addSession({ data, message: text, signature })),
  hasSession: (account) => Effect.map(attempt(() => config.getSessions(account.chainId, account.address)), (s) => s.length > 0),
  revoke: (account) => attempt(() => config.revokeSession(account.chainId, account.address))
})

const fromSiwe = (config: SiweConfig): SiwxBackend => ({
  view: "ConnectingSiwe",
  required: config.required === true,
  signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  supports: (account) => account.namespace === "eip155",
  createMessage: (account) =>
    Effect.flatMap(attempt(() => config.getNonce()), (nonce) =>
      Effect.try({
        try: () => ({
          text: config.createMessage({
            address: account.address,
            chainId: Number(account.chainId.split(":")[1]),
            nonce,
            domain: globalThis.location.host,
            uri: globalThis.location.origin + "/",
            version: "1"
          }),
          data: undefined
        }),
        catch: (cause) => cause
      })),
  addSession: (_account, signed) =>
    Effect.flatMap(attempt(() => config.verifyMessage({ message: signed.text, signature: signed.signature })), (ok) =>
      // `false` is the host's verifier refusing the signature, without a finer reason.
      ok ? Effect.void : Effect.fail(new SiwxVerificationFailed({ reason: "signature" }))),
  hasSession: (account) =>
    Effect.map(attempt(() => config.getSession()), (session) =>
      session != null && session.address.toLowerCase() === account.address.toLowerCase() &&
      `eip155:${session.chainId}` === account.chainId),
  revoke: () => Effect.asVoid(attempt(() => config.signOut()))
})

/** The backend of the options, or undefined when neither is set (or set to something else). */
export const siwxBackend = (options: { readonly siwx?: object | undefined; readonly siweConfig?: object | undefined }): SiwxBackend | undefined =>
  isSiwxConfig(options.siwx) ? fromSiwx(options.siwx) : isSiweConfig(options.siweConfig) ? fromSiwe(options.siweConfig) : undefined
