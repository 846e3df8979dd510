/**
 * What the AUTH adapters of all namespaces share (one per instance): the secure frame, which namespaces hold
 * the embedded session and on which account and network, the session's end, and wallet requests sent on the
 * namespace's chain. The frame announces the session (FRAME_SESSION_UPDATE): its token is stored (SPEC §3),
 * an empty one ends every namespace's session.
 */
import * as Effect from "effect/Effect"
import * as PubSub from "effect/PubSub"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type { Network } from "../../../schemas/entities/Network.js"
import { WalletNotFound } from "../../../schemas/errors/connectors.js"
import type { FrameRequestError, SecureFrameShape } from "../../../services/SecureFrame.js"
import type { StorageShape } from "../../../services/Storage.js"
import { EMBEDDED_CONNECTOR_ID, type EmbeddedNamespace } from "./connector.js"
import { isNotAllowed } from "./walletErrors.js"

/** What happened to the embedded session, for the adapters' events and the host providers. */
export type CoreEvent =
  | { readonly _tag: "NetworkChanged"; readonly namespace: EmbeddedNamespace; readonly network: Network }
  | { readonly _tag: "SessionEnded" }

/** A namespace holding the session: its account and the network its requests go to. */
export interface Held {
  readonly address: string
  readonly network: Network
}

export interface EmbeddedCore {
  readonly frame: SecureFrameShape
  /** The host's networks (a host provider's switch must name one). */
  readonly networks: ReadonlyArray<Network>
  readonly held: (namespace: EmbeddedNamespace) => Effect.Effect<Held | undefined>
  /** The namespace's account and network. Fails: WalletNotFound when it holds no session. */
  readonly require: (namespace: EmbeddedNamespace) => Effect.Effect<Held, WalletNotFound>
  readonly hold: (namespace: EmbeddedNamespace, held: Held) => Effect.Effect<void>
  /** The namespace lets go; true when no namespace holds the session any more. */
  readonly release: (namespace: EmbeddedNamespace) => Effect.Effect<boolean>
  /** The namespace's requests now go to `network` (after APP_SWITCH_NETWORK); listeners hear of it. */
  readonly moveTo: (namespace: EmbeddedNamespace, network: Network) => Effect.Effect<void>
  readonly events: Stream.Stream<CoreEvent>
  /** APP_RPC_REQUEST on the namespace's network (SPEC §7 wire format); a refused method is announced on `refused`. */
  readonly request: (namespace: EmbeddedNamespace, method: string, params: unknown) => Effect.Effect<unknown, FrameRequestError | WalletNotFound>
  /** Methods the frame refused as not allowed (SPEC §6). */
  readonly refused: Stream.Stream<string>
}

export const makeEmbeddedCore = (
  frame: SecureFrameShape,
  storage: StorageShape,
  networks: ReadonlyArray<Network>
): Effect.Effect<EmbeddedCore, never, Scope.Scope> =>
  Effect.gen(function*() {
    const holders = yield* Ref.make<Partial<Record<EmbeddedNamespace, Held>>>({})
    const events = yield* PubSub.unbounded<CoreEvent>()
    const refused = yield* PubSub.unbounded<string>()

    // SPEC §3/§4: the token is stored as the frame announces it; an empty one is a sign-out (either side).
    yield* frame.events.pipe(
      Stream.runForEach((event) => {
        if (event.type !== "FRAME_SESSION_UPDATE") return Effect.void
        if (event.payload.token.length > 0) return storage.sessionToken.set(event.payload.token)
        return Effect.all([storage.sessionToken.remove, Ref.set(holders, {}), PubSub.publish(events, { _tag: "SessionEnded" })], { discard: true })
      }),
      Effect.forkScoped
    )

    const held = (namespace: EmbeddedNamespace) => Effect.map(Ref.get(holders), (all) => all[namespace])
    const require = (namespace: EmbeddedNamespace) =>
      Effect.flatMap(held(namespace), (h) => (h === undefined ? Effect.fail(new WalletNotFound({ walletId: EMBEDDED_CONNECTOR_ID })) : Effect.succeed(h)))

    return {
      frame,
      networks,
      held,
      require,
      hold: (namespace, h) => Ref.update(holders, (all) => ({ ...all, [namespace]: h })),
      release: (namespace) =>
        Ref.modify(holders, (all) => {
          const { [namespace]: _gone, ...rest } = all
          return [Object.keys(rest).length === 0, rest]
        }),
      moveTo: (namespace, network) =>
        Effect.zipRight(
          Ref.update(holders, (all) => {
            const h = all[namespace]
            return h === undefined ? all : { ...all, [namespace]: { ...h, network } }
          }),
          PubSub.publish(events, { _tag: "NetworkChanged", namespace, network })
        ),
      events: Stream.fromPubSub(events),
      request: (namespace, method, params) =>
        Effect.flatMap(require(namespace), ({ network }) =>
          frame.request("APP_RPC_REQUEST", { method, params, chainId: network.caipNetworkId }).pipe(
            Effect.map((reply) => reply.result),
            Effect.tapError((error) => (isNotAllowed(error) ? PubSub.publish(refused, method) : Effect.void))
          )),
      refused: Stream.fromPubSub(refused)
    }
  })
