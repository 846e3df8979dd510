/**
 * A scriptable stand-in for the SDK's UniversalProvider (the `WcProvider` subset the client uses): connect
 * reports a URI at once (unless `silent`) and waits for approve/reject; requests are recorded and answered by
 * `answer` (default "0xsigned"); the wallet side can end the session.
 */
import * as Effect from "effect/Effect"
import type { WcListener, WcProvider, WcSessionStruct } from "../../../layers/live/walletconnect/provider.js"

export const EVM_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
export const SOL_ADDRESS = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

export const SESSION: WcSessionStruct = {
  topic: "t",
  namespaces: { eip155: { accounts: ["eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"] } }
}

/** A session approving EVM on mainnet and (unless `evmOnly`) Solana mainnet. */
export const multiSession = (options: { readonly evmOnly?: boolean } = {}): WcSessionStruct => ({
  topic: "multi",
  namespaces: {
    eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`] },
    ...(options.evmOnly === true ? {} : { solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL_ADDRESS}`] } })
  }
})

export interface FakeProviderOptions {
  /** connect reports no URI (the relay never reached). */
  readonly silent?: boolean
  /** connect reports its URI, but the relay never acknowledges the proposal. */
  readonly unacknowledged?: boolean
  readonly requestNever?: boolean
  readonly relayDown?: boolean
  /** disconnect never settles (the relay never acknowledges the session's deletion). */
  readonly deleteUnacknowledged?: boolean
}

export interface Fake {
  readonly provider: WcProvider
  readonly connects: () => number
  readonly aborts: () => number
  readonly disconnects: () => number
  /** Times the relay socket was closed (the instance disposed, or a provider made after an interrupted load). */
  readonly closes: () => number
  /** Times a warm-up asked for the relay socket. */
  readonly sockets: () => number
  /** The connect in progress reports another URI (as the SDK's own display_uri after our early one). */
  readonly showUri: (uri: string) => void
  readonly requests: Array<{ readonly method: string; readonly params: unknown; readonly chain: string | undefined }>
  readonly approve: (session?: WcSessionStruct) => void
  readonly reject: (error: unknown) => void
  /** The wallet ends the session (session_delete). */
  readonly deleteSession: () => void
  answer: (method: string, params: unknown) => unknown
}

export const fakeProvider = (options: FakeProviderOptions = {}): Fake => {
  const listeners = new Map<string, Set<WcListener>>()
  let connects = 0
  let aborts = 0
  let disconnects = 0
  let closes = 0
  let settle: { resolve: (s: WcSessionStruct) => void; reject: (e: unknown) => void } | undefined
  let session: WcSessionStruct | undefined
  let uriLater: ((uri: string, relayed: boolean) => void) | undefined
  let sockets = 0
  const fire = (event: string, payload: unknown) => {
    for (const l of listeners.get(event) ?? []) l(payload)
  }
  const fake: Fake = {
    provider: {
      get session() {
        return session
      },
      connect: (_params, onUri) =>
        new Promise((resolve, reject) => {
          connects++
          settle = {
            resolve: (s) => {
              session = s
              resolve(s)
            },
            reject
          }
          if (options.silent !== true) onUri(`wc:pairing${connects}@2?relay-protocol=irn&symKey=00`, options.unacknowledged !== true)
          uriLater = onUri
        }),
      request: (args, chain) => {
        fake.requests.push({ method: args.method, params: args.params, chain })
        return options.requestNever === true ? new Promise(() => {}) : Promise.resolve(fake.answer(args.method, args.params))
      },
      disconnect: () => {
        disconnects++
        if (options.deleteUnacknowledged === true) return new Promise(() => {})
        session = undefined
        return Promise.resolve()
      },
      abortPairingAttempt: () => {
        aborts++
        settle?.reject(new Error("aborted"))
      },
      on: (event, listener) => {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
      },
      removeListener: (event, listener) => {
        listeners.get(event)?.delete(listener)
      },
      openSocket: () => {
        sockets++
      },
      relayConnected: () => options.relayDown !== true,
      reconnect: () => (options.relayDown === true ? new Promise(() => {}) : Promise.resolve()),
      close: async () => {
        closes++
      },
      onClient: () => () => {}
    },
    connects: () => connects,
    aborts: () => aborts,
    disconnects: () => disconnects,
    closes: () => closes,
    sockets: () => sockets,
    showUri: (uri) => uriLater?.(uri, true),
    requests: [],
    approve: (s = SESSION) => settle?.resolve(s),
    reject: (error) => settle?.reject(error),
    deleteSession: () => {
      session = undefined
      fire("session_delete", { topic: "t" })
    },
    answer: () => "0xsigned"
  }
  return fake
}

/** The module's SDK over a scripted provider: `load` makes it; `preload` (the code alone) is only counted. */
export const fakeSdk = (load: () => Promise<WcProvider>) => {
  let preloads = 0
  return {
    sdk: {
      load,
      preload: async () => {
        preloads++
      }
    },
    preloads: () => preloads
  }
}

/** Lets promise callbacks (the fake's) and forked fibers run. */
export const flush = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 0))).pipe(Effect.repeatN(3))
