/**
 * The `siwx` and `siweConfig` host options, as plain types: no Effect, the host implements
 * them with Promises. walletport's own built-ins (localSiwx, serverSiwx) implement SiwxConfig too.
 */
import type { ParsedSiwxMessage, SiwxMessage } from "./fields.js"

/** "Sign-in session": the message's fields, the text signed and its signature. */
export interface SiwxSession {
  readonly data: ParsedSiwxMessage
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
}

/** The account and chain a sign-in message is for. */
export interface SiwxMessageInput {
  /** The account's address in its namespace (EIP-55 for eip155, base58 for solana). */
  readonly accountAddress: string
  /** CAIP-2 network id. */
  readonly chainId: string
}

/** The `siwx` option: where sessions live and how messages are made (sign-in flow). */
export interface SiwxConfig {
  /** The fields of a fresh message (nonce included) for this account and chain. */
  readonly createMessage: (input: SiwxMessageInput) => Promise<SiwxMessage>
  /**
   * Stores (and, on a server, verifies) a signed session; a rejection fails the sign-in. Reject with the
   * verifier's error (SiwxVerificationFailed, InvalidSiwxMessage, SmartAccountsUnsupported: the sign view shows
   * its text, and only SmartAccountsUnsupported says "This application might not support Smart Accounts");
   * any other rejection shows "A problem occurred while trying initialize authentication".
   */
  readonly addSession: (session: SiwxSession) => Promise<void>
  /** The sessions of this account on this chain (empty: the visitor must sign in). */
  readonly getSessions: (chainId: string, accountAddress: string) => Promise<ReadonlyArray<SiwxSession>>
  /** Signs this account out on this chain. */
  readonly revokeSession: (chainId: string, accountAddress: string) => Promise<void>
  /** True makes sign-in required (the modal cannot close on the sign view without a session). */
  readonly getRequired?: () => boolean
  /** Revoke the session when the wallet disconnects (default true). */
  readonly signOutOnDisconnect?: boolean
}

/** The older `siweConfig` option, adapted onto the same flow (its sign view is ConnectingSiwe). */
export interface SiweConfig {
  readonly getNonce: () => Promise<string>
  /** The EIP-4361 text to sign; `chainId` is the EVM chain number. */
  readonly createMessage: (args: {
    readonly address: string
    readonly chainId: number
    readonly nonce: string
    readonly domain: string
    readonly uri: string
    readonly version: "1"
  }) => string
  readonly verifyMessage: (args: { readonly message: string; readonly signature: string }) => Promise<boolean>
  readonly getSession: () => Promise<{ readonly address: string; readonly chainId: number } | null | undefined>
  readonly signOut: () => Promise<boolean>
  readonly required?: boolean
  readonly signOutOnDisconnect?: boolean
}

const hasFunctions = (value: unknown, names: ReadonlyArray<string>): boolean =>
  typeof value === "object" && value !== null &&
  names.every((name) => typeof Reflect.get(value, name) === "function")

/** True when `value` has SiwxConfig's methods. */
export const isSiwxConfig = (value: unknown): value is SiwxConfig =>
  hasFunctions(value, ["createMessage", "addSession", "getSessions", "revokeSession"])

/** True when `value` has SiweConfig's methods. */
export const isSiweConfig = (value: unknown): value is SiweConfig =>
  hasFunctions(value, ["getNonce", "createMessage", "verifyMessage", "getSession", "signOut"])
