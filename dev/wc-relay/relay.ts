// A local WalletConnect relay (ARCHITECTURE §5, notes/walletconnect-relay.md): the subset of the IRN relay
// protocol that @walletconnect/sign-client 2.25 uses, on 127.0.0.1, bounded in clients, frame size, mailbox
// and pending deliveries. Subscriptions belong to a socket (clients resubscribe with irn_batchSubscribe on
// every reconnect); acknowledgements and "never back to the publisher" belong to the client id, the JWT
// `iss` that stays the same across reconnects.
import { createHash } from "node:crypto"
import { WebSocketServer, type WebSocket } from "ws"
import { decodeFrame, errorFrame, requestFrame, resultFrame } from "./jsonrpc.js"
import { makeMailbox, type StoredMessage } from "./mailbox.js"

/** sign-client tags (constants in its engine) for the messages the relay stores on its own. */
export const TAG_SESSION_PROPOSE = 1100
export const TAG_SESSION_PROPOSE_RESPONSE = 1101
export const TAG_SESSION_SETTLE = 1102

/** Node clients close a socket that saw no ping for 35 s; we ping well inside that. */
export const RELAY_PING_INTERVAL_MS = 15_000
const DEFAULT_TTL_S = 300
const MAX_TTL_S = 30 * 24 * 3600
const MAX_TOPIC_LENGTH = 128

export interface StartRelayOptions {
  /** 0 (default) lets the OS choose; a fixed port restarts a relay where its clients expect it. */
  readonly port?: number
  readonly maxClients?: number
  readonly maxMessages?: number
  /** Largest accepted frame, bytes. */
  readonly maxPayload?: number
  readonly pingIntervalMs?: number
  /** Clock of the ttl mailbox (tests move it). */
  readonly now?: () => number
  readonly log?: (line: string) => void
}

export interface Relay {
  /** e.g. ws://127.0.0.1:40123 (the SDK's `relayUrl`). */
  readonly url: string
  readonly port: number
  /** How many requests of each method the relay answered (the note's "observed traffic"). */
  readonly methodCounts: () => Readonly<Record<string, number>>
  readonly clientCount: () => number
  readonly mailboxSize: () => number
  /** Closes every socket and the server; resolves when the port is free. Idempotent. */
  readonly stop: () => Promise<void>
}

interface Conn {
  readonly socket: WebSocket
  readonly clientId: string
  readonly topics: Set<string>
  alive: boolean
}

interface PendingAck {
  readonly stored: StoredMessage
  readonly conn: Conn
}

/** The subscription id the client computes on its own: sha256hex(topic + clientId). */
export const subscriptionId = (topic: string, clientId: string): string =>
  createHash("sha256").update(topic + clientId, "utf8").digest("hex")

/** The client id from the `auth` query parameter (an EdDSA JWT whose `iss` is `did:key:…`), if readable. */
export const clientIdFromUrl = (url: string): string | undefined => {
  const auth = new URL(url, "ws://127.0.0.1").searchParams.get("auth")
  const payload = auth?.split(".")[1]
  if (payload === undefined) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    if (typeof claims === "object" && claims !== null && "iss" in claims && typeof claims.iss === "string") {
      return claims.iss
    }
  } catch {
    return undefined
  }
  return undefined
}

export const startRelay = async (options: StartRelayOptions = {}): Promise<Relay> => {
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const maxClients = options.maxClients ?? 256
  const mailbox = makeMailbox({ maxMessages: options.maxMessages ?? 5_000, now })
  const maxPendingAcks = 10_000
  const conns = new Set<Conn>()
  const pendingAcks = new Map<string, PendingAck>()
  const counts: Record<string, number> = {}
  let anonymous = 0
  // Delivery ids: safe integers, unique per relay (the client only echoes them in its ack).
  let nextDeliveryId = Date.now() * 1000

  const wss = new WebSocketServer({
    host: "127.0.0.1",
    port: options.port ?? 0,
    maxPayload: options.maxPayload ?? 512 * 1024,
    perMessageDeflate: false
  })
  await new Promise<void>((resolve, reject) => {
    wss.once("listening", resolve)
    wss.once("error", reject)
  })
  const address = wss.address()
  if (typeof address !== "object" || address === null) throw new Error("relay: no TCP address")
  const port = address.port

  const deliver = (conn: Conn, stored: StoredMessage): void => {
    if (stored.publisher === conn.clientId || conn.socket.readyState !== conn.socket.OPEN) return
    const id = nextDeliveryId++
    if (pendingAcks.size >= maxPendingAcks) {
      const oldest = pendingAcks.keys().next()
      if (oldest.done !== true) pendingAcks.delete(oldest.value)
    }
    pendingAcks.set(String(id), { stored, conn })
    conn.socket.send(
      requestFrame(id, "irn_subscription", {
        id: subscriptionId(stored.topic, conn.clientId),
        data: { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag }
      })
    )
  }

  const subscribe = (conn: Conn, topic: string): void => {
    conn.topics.add(topic)
  }
  const flush = (conn: Conn, topic: string): void => {
    for (const stored of mailbox.pendingFor(topic, conn.clientId)) deliver(conn, stored)
  }

  const publish = (publisher: Conn, topic: string, message: string, tag: number, ttlSeconds: number): void => {
    const publishedAt = now()
    const stored = mailbox.put({
      topic,
      message,
      tag,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds * 1000,
      publisher: publisher.clientId
    })
    for (const conn of conns) if (conn.topics.has(topic)) deliver(conn, stored)
  }

  /** The answer to one request, or an Error for a JSON-RPC error reply. */
  const handle = (conn: Conn, method: string, params: Readonly<Record<string, unknown>>): unknown => {
    const ttl = ttlOf(params.ttl)
    switch (method) {
      case "irn_subscribe": {
        const topic = topicOf(params.topic)
        subscribe(conn, topic)
        // Answer first, then replay: the client maps deliveries to a subscription it already knows.
        queueMicrotask(() => flush(conn, topic))
        return subscriptionId(topic, conn.clientId)
      }
      case "irn_batchSubscribe": {
        const topics = Array.isArray(params.topics) ? params.topics.map(topicOf) : []
        for (const topic of topics) subscribe(conn, topic)
        queueMicrotask(() => {
          for (const topic of topics) flush(conn, topic)
        })
        return topics.map((topic) => subscriptionId(topic, conn.clientId))
      }
      case "irn_unsubscribe":
        conn.topics.delete(topicOf(params.topic))
        return true
      case "irn_publish":
        publish(conn, topicOf(params.topic), messageOf(params.message), tagOf(params.tag), ttl)
        return true
      case "wc_proposeSession": {
        // sign-client ≥ 2.21.6 sends no irn_subscribe for the pairing topic: proposing subscribes it.
        const pairingTopic = topicOf(params.pairingTopic)
        subscribe(conn, pairingTopic)
        publish(conn, pairingTopic, messageOf(params.sessionProposal), TAG_SESSION_PROPOSE, ttl)
        return true
      }
      case "wc_approveSession": {
        // Likewise approving subscribes the wallet to the session topic. The settle request waits in the
        // mailbox until the dapp subscribes to the session topic.
        const sessionTopic = topicOf(params.sessionTopic)
        const pairingTopic = topicOf(params.pairingTopic)
        subscribe(conn, sessionTopic)
        publish(conn, pairingTopic, messageOf(params.sessionProposalResponse), TAG_SESSION_PROPOSE_RESPONSE, ttl)
        publish(conn, sessionTopic, messageOf(params.sessionSettlementRequest), TAG_SESSION_SETTLE, ttl)
        return true
      }
      case "irn_batchFetchMessages":
        return { messages: [], hasMore: false }
      default:
        return new MethodNotFound(method)
    }
  }

  wss.on("connection", (socket, request) => {
    if (conns.size >= maxClients) {
      socket.close(1013, "relay full")
      return
    }
    const clientId = clientIdFromUrl(request.url ?? "/") ?? `anonymous-${++anonymous}`
    const conn: Conn = { socket, clientId, topics: new Set(), alive: true }
    conns.add(conn)
    log(`relay: client ${clientId.slice(-8)} connected (${conns.size})`)
    socket.on("pong", () => {
      conn.alive = true
    })
    socket.on("message", (data, isBinary) => {
      if (isBinary) return
      const frame = decodeFrame(data.toString())
      if (frame === undefined) return
      if (frame.kind === "response") {
        const pending = pendingAcks.get(frame.id)
        if (pending !== undefined && pending.conn === conn) {
          pending.stored.ackedBy.add(conn.clientId)
          pendingAcks.delete(frame.id)
        }
        return
      }
      counts[frame.method] = (counts[frame.method] ?? 0) + 1
      let answer: unknown
      try {
        answer = handle(conn, frame.method, frame.params)
      } catch (error) {
        answer = error instanceof InvalidParams ? error : new InvalidParams(String(error))
      }
      if (answer instanceof MethodNotFound) socket.send(errorFrame(frame.rawId, -32601, answer.message))
      else if (answer instanceof InvalidParams) socket.send(errorFrame(frame.rawId, -32602, answer.message))
      else socket.send(resultFrame(frame.rawId, answer))
    })
    socket.on("close", () => {
      conns.delete(conn)
      for (const [id, pending] of pendingAcks) if (pending.conn === conn) pendingAcks.delete(id)
    })
    socket.on("error", () => socket.terminate())
  })

  // A socket that did not answer the previous ping is gone (a browser tab killed, a laptop asleep).
  const pinger = setInterval(() => {
    for (const conn of conns) {
      if (!conn.alive) {
        conn.socket.terminate()
        continue
      }
      conn.alive = false
      conn.socket.ping()
    }
  }, options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  pinger.unref()

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      clearInterval(pinger)
      for (const conn of conns) conn.socket.terminate()
      wss.close(() => resolve())
    })
    return stopping
  }

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    methodCounts: () => ({ ...counts }),
    clientCount: () => conns.size,
    mailboxSize: () => mailbox.size(),
    stop
  }
}

class MethodNotFound extends Error {
  constructor(method: string) {
    super(`Method not found: ${method}`)
  }
}
class InvalidParams extends Error {}

const topicOf = (value: unknown): string => {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_TOPIC_LENGTH) {
    throw new InvalidParams("Invalid topic")
  }
  return value
}
const messageOf = (value: unknown): string => {
  if (typeof value !== "string" || value.length === 0) throw new InvalidParams("Invalid message")
  return value
}
const tagOf = (value: unknown): number => (typeof value === "number" && Number.isInteger(value) ? value : 0)
const ttlOf = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.min(value, MAX_TTL_S) : DEFAULT_TTL_S
