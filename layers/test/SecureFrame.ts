/**
 * An in-memory SecureFrame for tests (ours and host apps'): it plays the frame's side of the embedded wallet's calls with no
 * iframe, no server and no keys. Email login answers VERIFY_OTP (or the scripted action), the code is
 * TEST_FRAME_OTP, a signed-in session is announced with FRAME_SESSION_UPDATE, wallet requests follow the embedded wallet's permission rules
 * (safe ones answer at once, approval ones show the approval panel and wait for `approve` / `reject`,
 * others fail with 4200), and each approved send is broadcast exactly once per request. Every request is
 * logged; any handler can be replaced.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as PubSub from "effect/PubSub"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { EmbeddedUser } from "../../schemas/entities/EmbeddedUser.js"
import { FrameError, RpcRequestAborted } from "../../schemas/errors/frame.js"
import type { FrameEventMessage } from "../../schemas/frame/envelope.js"
import type { FrameEventPayload, FrameEventType } from "../../schemas/frame/events.js"
import type { EmailConnectAction, FrameRequestPayload, FrameRequestType, FrameSuccessPayload } from "../../schemas/frame/requests.js"
import { classifyRpcMethod } from "../../schemas/frame/rpcPolicy.js"
import {
  type FrameBox,
  type FramePanelRequest,
  type FrameRequestError,
  SecureFrame,
  type SecureFrameShape,
  type FrameStatus
} from "../../services/SecureFrame.js"
import { FAKE_WALLET_ADDRESS } from "./fakeWallet.js"

/** The code the test frame accepts. */
export const TEST_FRAME_OTP = "123456"
/** The embedded account's Solana address (a valid base58 32-byte key). */
export const TEST_FRAME_SOLANA_ADDRESS = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
/** The session token the test frame announces after a login. */
export const TEST_FRAME_TOKEN = "test-session-token"
/** What personal_sign / eth_signTypedData_v4 return (65 bytes). */
export const TEST_FRAME_SIGNATURE = `0x${"ab".repeat(65)}`
/** What eth_sendTransaction returns. */
export const TEST_FRAME_TX_HASH = `0x${"cd".repeat(32)}`
/** A base58 64-byte signature (solana_signMessage, solana_signAndSendTransaction). */
export const TEST_FRAME_SOLANA_SIGNATURE = "5".repeat(87) + "1"

/** A handler replacing the frame's own answer to one request type. */
export type FrameHandler<K extends FrameRequestType> = (
  payload: FrameRequestPayload<K>
) => Effect.Effect<FrameSuccessPayload<K>, FrameRequestError>

/** One request the library sent, in order (APP_RPC_ABORT when a wallet request was interrupted). */
export interface SentFrameRequest {
  readonly type: FrameRequestType
  readonly payload: unknown
}

export interface TestSecureFrameOptions {
  /** What APP_CONNECT_EMAIL answers (default VERIFY_OTP). */
  readonly action?: EmailConnectAction
  /** Start signed in (a stored session), announcing nothing. */
  readonly signedIn?: boolean
  readonly evmAddress?: string
  readonly solanaAddress?: string
  /** The EVM chain the frame starts on (CAIP-2; default eip155:1). */
  readonly chainId?: string
  /** Requests the frame answers with an error from the start (a frame whose server is down). */
  readonly failing?: ReadonlyArray<FrameRequestType>
}

export interface TestSecureFrame {
  readonly frame: SecureFrameShape
  /** Every request, in order. */
  readonly sent: Effect.Effect<ReadonlyArray<SentFrameRequest>>
  /** Approved sends broadcast (eth_sendTransaction, solana_signAndSendTransaction), each once. */
  readonly broadcasts: Effect.Effect<ReadonlyArray<{ readonly method: string; readonly params: unknown }>>
  /** Boxes passed to `place`, in order. */
  readonly placed: Effect.Effect<ReadonlyArray<FrameBox | undefined>>
  /** Sends an unsolicited event as the frame would. */
  readonly emit: <K extends FrameEventType>(type: K, payload: FrameEventPayload<K>) => Effect.Effect<void>
  /** Replaces the frame's answer to `type`. */
  readonly handle: <K extends FrameRequestType>(type: K, handler: FrameHandler<K>) => Effect.Effect<void>
  /** The visitor clicks Approve / Reject in the approval panel of the oldest waiting request. */
  readonly approve: Effect.Effect<void>
  readonly reject: Effect.Effect<void>
  /** Approval requests waiting on the visitor. */
  readonly waiting: Effect.Effect<number>
  /** Whether a session is live on the frame's side. */
  readonly signedIn: Effect.Effect<boolean>
  /** Moves the lifecycle (e.g. Failed, as a frame that did not load in 20 s). */
  readonly setStatus: (status: FrameStatus) => Effect.Effect<void>
}

const user = (address: string, chainId: string | number, email: string | undefined): EmbeddedUser => ({
  email: email ?? null,
  address,
  chainId,
  accounts: [{ address, type: "eoa" }],
  preferredAccountType: "eoa"
})

interface Waiting {
  readonly requestId: string
  readonly method: string
  readonly decision: Deferred.Deferred<boolean, RpcRequestAborted>
}

export const makeTestSecureFrame = (options: TestSecureFrameOptions = {}): Effect.Effect<TestSecureFrame, never, Scope.Scope> =>
  Effect.gen(function*() {
    const evmAddress = options.evmAddress ?? FAKE_WALLET_ADDRESS
    const solanaAddress = options.solanaAddress ?? TEST_FRAME_SOLANA_ADDRESS
    const sent = yield* Ref.make<ReadonlyArray<SentFrameRequest>>([])
    const broadcasts = yield* Ref.make<ReadonlyArray<{ readonly method: string; readonly params: unknown }>>([])
    const placed = yield* Ref.make<ReadonlyArray<FrameBox | undefined>>([])
    const signedIn = yield* Ref.make(options.signedIn === true)
    const email = yield* Ref.make<string | undefined>(undefined)
    const chain = yield* Ref.make(options.chainId ?? "eip155:1")
    const waiting = yield* Ref.make<ReadonlyArray<Waiting>>([])
    const overrides = new Map<FrameRequestType, (payload: unknown) => Effect.Effect<unknown, FrameRequestError>>()
    const events = yield* PubSub.unbounded<FrameEventMessage>()
    const panel = yield* SubscriptionRef.make<FramePanelRequest | undefined>(undefined)
    const status = yield* SubscriptionRef.make<FrameStatus>({ _tag: "Ready", version: "test" })
    let ids = 0

    const emit = <K extends FrameEventType>(type: K, payload: FrameEventPayload<K>) =>
      Effect.gen(function*() {
        // The union pairs each type with its payload; TypeScript cannot follow it through the generic.
        const message = { v: 1, id: `test-event-${++ids}`, type, payload } as FrameEventMessage
        if (message.type === "FRAME_SHOW_PANEL") yield* SubscriptionRef.set(panel, message.payload)
        if (message.type === "FRAME_HIDE_PANEL") yield* SubscriptionRef.set(panel, undefined)
        yield* PubSub.publish(events, message)
      })

    const fail = (request: string, message: string, code?: number) =>
      Effect.fail(new FrameError({ request, replyMessage: message, ...(code === undefined ? {} : { code }) }))

    const requireSession = (request: string) =>
      Effect.flatMap(Ref.get(signedIn), (live) => (live ? Effect.void : fail(request, "Not signed in", 4100)))

    const addressFor = (chainId: string | number | undefined) =>
      typeof chainId === "string" && chainId.startsWith("solana:") ? solanaAddress : evmAddress

    /** An approval method: the panel shows, the visitor decides (or the library aborts), the panel hides. */
    const approval = (method: string, params: unknown, result: () => unknown) =>
      Effect.gen(function*() {
        const requestId = `test-request-${++ids}`
        const decision = yield* Deferred.make<boolean, RpcRequestAborted>()
        yield* Ref.update(waiting, (list) => [...list, { requestId, method, decision }])
        yield* emit("FRAME_SHOW_PANEL", { panel: "approval", requestId, method })
        const approved = yield* Deferred.await(decision).pipe(
          Effect.onInterrupt(() =>
            Effect.zipRight(
              Ref.update(sent, (list): ReadonlyArray<SentFrameRequest> => [...list, { type: "APP_RPC_ABORT", payload: { requestId } }]),
              emit("FRAME_HIDE_PANEL", { panel: "approval", outcome: "rejected" })
            )
          ),
          Effect.ensuring(Ref.update(waiting, (list) => list.filter((w) => w.requestId !== requestId)))
        )
        yield* emit("FRAME_HIDE_PANEL", { panel: "approval", outcome: approved ? "approved" : "rejected" })
        if (!approved) return yield* fail("APP_RPC_REQUEST", "User rejected the request.", 4001)
        if (method === "eth_sendTransaction" || method === "solana_signAndSendTransaction") {
          yield* Ref.update(broadcasts, (list) => [...list, { method, params }])
        }
        return { result: result() }
      })

    const rpc = (payload: FrameRequestPayload<"APP_RPC_REQUEST">) =>
      Effect.gen(function*() {
        yield* requireSession("APP_RPC_REQUEST")
        const { method, params } = payload
        const chainId = payload.chainId ?? (yield* Ref.get(chain))
        switch (classifyRpcMethod(method)) {
          case "disallowed":
            return yield* fail("APP_RPC_REQUEST", "Requested RPC call is not allowed", 4200)
          case "safe":
            if (method === "eth_accounts" || method === "eth_requestAccounts") return { result: [evmAddress] }
            if (method === "eth_chainId") return { result: `0x${Number(chainId.split(":")[1]).toString(16)}` }
            return { result: null }
          case "approval":
            return yield* approval(method, params, () =>
              method === "eth_sendTransaction"
                ? TEST_FRAME_TX_HASH
                : method.startsWith("solana_")
                  ? method === "solana_signTransaction" ? { transaction: "AQ==" } : { signature: TEST_FRAME_SOLANA_SIGNATURE }
                  : TEST_FRAME_SIGNATURE)
        }
      })

    const pendingUpdate = yield* Ref.make<string | undefined>(undefined)
    const own = {
      APP_CONNECT_EMAIL: (payload: FrameRequestPayload<"APP_CONNECT_EMAIL">) =>
        Effect.as(Ref.set(email, payload.email), { action: options.action ?? ("VERIFY_OTP" as const) }),
      APP_CONNECT_DEVICE: () => Effect.succeed({}),
      APP_CONNECT_OTP: (payload: FrameRequestPayload<"APP_CONNECT_OTP">) =>
        payload.otp !== TEST_FRAME_OTP
          ? fail("APP_CONNECT_OTP", "Invalid code")
          : Effect.gen(function*() {
            yield* Ref.set(signedIn, true)
            yield* emit("FRAME_SESSION_UPDATE", { token: TEST_FRAME_TOKEN })
            return {}
          }),
      APP_GET_USER: (payload: FrameRequestPayload<"APP_GET_USER">) =>
        Effect.gen(function*() {
          yield* requireSession("APP_GET_USER")
          const chainId = payload.chainId ?? (yield* Ref.get(chain))
          return user(addressFor(chainId), chainId, yield* Ref.get(email))
        }),
      APP_IS_CONNECTED: (payload: FrameRequestPayload<"APP_IS_CONNECTED">) =>
        Effect.map(Ref.get(signedIn), (live) => ({ isConnected: live && payload.token === TEST_FRAME_TOKEN })),
      APP_SIGN_OUT: () =>
        Effect.gen(function*() {
          yield* Ref.set(signedIn, false)
          yield* emit("FRAME_SESSION_UPDATE", { token: "" })
          return {}
        }),
      APP_GET_CHAIN_ID: () => Effect.map(Ref.get(chain), (chainId) => ({ chainId })),
      APP_SWITCH_NETWORK: (payload: FrameRequestPayload<"APP_SWITCH_NETWORK">) =>
        Effect.as(Ref.set(chain, String(payload.chainId)), { chainId: payload.chainId }),
      APP_RPC_REQUEST: rpc,
      APP_UPDATE_EMAIL: (payload: FrameRequestPayload<"APP_UPDATE_EMAIL">) =>
        Effect.as(Ref.set(pendingUpdate, payload.email), { action: "VERIFY_PRIMARY_OTP" as const }),
      APP_UPDATE_EMAIL_PRIMARY_OTP: (payload: FrameRequestPayload<"APP_UPDATE_EMAIL_PRIMARY_OTP">) =>
        payload.otp === TEST_FRAME_OTP ? Effect.succeed({}) : fail("APP_UPDATE_EMAIL_PRIMARY_OTP", "Invalid code"),
      APP_UPDATE_EMAIL_SECONDARY_OTP: (payload: FrameRequestPayload<"APP_UPDATE_EMAIL_SECONDARY_OTP">) =>
        payload.otp !== TEST_FRAME_OTP
          ? fail("APP_UPDATE_EMAIL_SECONDARY_OTP", "Invalid code")
          : Effect.flatMap(Ref.get(pendingUpdate), (next) => Effect.as(Ref.set(email, next), { newEmail: next ?? "" })),
      APP_DISMISS_PANEL: () =>
        Effect.gen(function*() {
          const [first] = yield* Ref.get(waiting)
          if (first !== undefined) yield* Deferred.succeed(first.decision, false)
          return {}
        })
    } satisfies { readonly [K in FrameRequestType]?: FrameHandler<K> }

    const answer = (type: FrameRequestType, payload: unknown): Effect.Effect<unknown, FrameRequestError> => {
      if (options.failing?.includes(type) === true) return fail(type, "Something went wrong")
      const handler: ((payload: never) => Effect.Effect<unknown, FrameRequestError>) | undefined =
        overrides.get(type) ?? Reflect.get(own, type)
      // Each handler takes its own type's payload (the table pairs them); requests the test frame does not serve succeed empty.
      return handler === undefined ? Effect.succeed({}) : handler(payload as never)
    }

    const frame: SecureFrameShape = {
      status,
      ready: Effect.void,
      request: <K extends FrameRequestType>(type: K, payload: FrameRequestPayload<K>) =>
        Effect.zipRight(
          Ref.update(sent, (list) => [...list, { type, payload }]),
          // The table pairs each type with its success payload; the test frame answers by the same table.
          answer(type, payload) as Effect.Effect<FrameSuccessPayload<K>, FrameRequestError>
        ),
      abortOpenRequests: Effect.flatMap(Ref.get(waiting), (list) =>
        Effect.forEach(
          list.filter((w) => classifyRpcMethod(w.method) !== "safe"),
          (w) => Deferred.fail(w.decision, new RpcRequestAborted({ method: w.method })),
          { discard: true }
        )),
      events: Stream.fromPubSub(events),
      panel,
      place: (box) => Ref.update(placed, (list) => [...list, box]),
      reload: Effect.void
    }

    const decide = (approved: boolean) =>
      Effect.flatMap(Ref.get(waiting), ([first]) => (first === undefined ? Effect.void : Deferred.succeed(first.decision, approved)))

    return {
      frame,
      sent: Ref.get(sent),
      broadcasts: Ref.get(broadcasts),
      placed: Ref.get(placed),
      emit,
      handle: (type, handler) => Effect.sync(() => overrides.set(type, handler as (payload: unknown) => Effect.Effect<unknown, FrameRequestError>)),
      approve: decide(true),
      reject: decide(false),
      waiting: Effect.map(Ref.get(waiting), (list) => list.length),
      signedIn: Ref.get(signedIn),
      setStatus: (next) => SubscriptionRef.set(status, next)
    }
  })

/** The test frame as a layer (hosts' offline tests of their own code against SecureFrame). */
export const SecureFrameTest = (options: TestSecureFrameOptions = {}): Layer.Layer<SecureFrame> =>
  Layer.scoped(SecureFrame, Effect.map(makeTestSecureFrame(options), (test) => test.frame))
