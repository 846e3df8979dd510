/** Every rule of notes/walletconnect-relay.md, driven with raw WebSocket frames against the local relay. */
import { createHash } from "node:crypto"
import { afterEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { rawTopLevelId } from "../../dev/wc-relay/jsonrpc.js"
import { startRelay, type Relay, type StartRelayOptions } from "../../dev/wc-relay/relay.js"

const relays: Array<Relay> = []
const sockets: Array<WebSocket> = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

const start = async (options: StartRelayOptions = {}): Promise<Relay> => {
  const relay = await startRelay(options)
  relays.push(relay)
  return relay
}

const jwtFor = (iss: string): string =>
  [{ alg: "EdDSA", typ: "JWT" }, { iss, sub: "x" }].map((part) => Buffer.from(JSON.stringify(part)).toString("base64url")).join(".") + ".sig"

interface Client {
  readonly frames: Array<string>
  readonly send: (text: string) => void
  /** Sends a request with a JS-style string id and resolves to the raw answer frame. */
  readonly call: (method: string, params: unknown) => Promise<string>
  /** Deliveries (irn_subscription requests) received so far, parsed. */
  readonly deliveries: () => ReadonlyArray<{ id: number; params: { id: string; data: { topic: string; message: string; tag: number } } }>
  readonly ack: (id: number) => void
  readonly socket: WebSocket
}

let nextId = 1_700_000_000_000_000_000n
const connect = async (relay: Relay, iss: string): Promise<Client> => {
  const socket = new WebSocket(`${relay.url}/?auth=${jwtFor(iss)}&projectId=p`)
  sockets.push(socket)
  const frames: Array<string> = []
  socket.on("message", (data) => frames.push(data.toString()))
  await new Promise((resolve, reject) => {
    socket.once("open", resolve)
    socket.once("error", reject)
  })
  const send = (text: string) => socket.send(text)
  return {
    frames,
    socket,
    send,
    call: async (method, params) => {
      const id = String(nextId++)
      send(JSON.stringify({ id, jsonrpc: "2.0", method, params }))
      await expect.poll(() => frames.some((f) => rawTopLevelId(f) === `"${id}"`)).toBe(true)
      return frames.find((f) => rawTopLevelId(f) === `"${id}"`) ?? ""
    },
    deliveries: () => frames.map((f) => JSON.parse(f)).filter((f) => f.method === "irn_subscription"),
    ack: (id) => send(JSON.stringify({ id, jsonrpc: "2.0", result: true }))
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe("local WalletConnect relay", () => {
  it("echoes request ids byte for byte: JS string ids and bare 19-digit numbers", async () => {
    const relay = await start()
    const a = await connect(relay, "did:key:a")
    a.send('{"id":1234567890123456789,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t","message":"m","ttl":300,"tag":1108}}')
    a.send('{"jsonrpc":"2.0","params":{"topic":"t","id":"inner"},"method":"irn_unsubscribe","id":"9876543210987654321"}')
    await expect.poll(() => a.frames.length).toBe(2)
    expect(a.frames[0]).toBe('{"id":1234567890123456789,"jsonrpc":"2.0","result":true}')
    expect(a.frames[1]).toBe('{"id":"9876543210987654321","jsonrpc":"2.0","result":true}')
  })

  it("answers irn_subscribe with sha256(topic + clientId) and delivers publishes, never to the publisher", async () => {
    const relay = await start()
    const a = await connect(relay, "did:key:a")
    const b = await connect(relay, "did:key:b")
    expect(JSON.parse(await b.call("irn_subscribe", { topic: "t1" })).result).toBe(sha256("t1did:key:b"))
    await a.call("irn_subscribe", { topic: "t1" })
    await a.call("irn_publish", { topic: "t1", message: "hello", ttl: 300, tag: 1108 })
    await expect.poll(() => b.deliveries().length).toBe(1)
    const delivery = b.deliveries()[0]
    expect(delivery?.params.id).toBe(sha256("t1did:key:b"))
    expect(delivery?.params.data).toMatchObject({ topic: "t1", message: "hello", tag: 1108 })
    await settle()
    expect(a.deliveries()).toEqual([])
  })

  it("keeps messages until their ttl and replays unacknowledged ones on subscribe", async () => {
    let now = 1_000_000
    const relay = await start({ now: () => now })
    const a = await connect(relay, "did:key:a")
    await a.call("irn_publish", { topic: "late", message: "kept", ttl: 60, tag: 1 })
    await a.call("irn_publish", { topic: "late", message: "short", ttl: 10, tag: 1 })
    now += 30_000 // "short" expired
    const b = await connect(relay, "did:key:b")
    await b.call("irn_subscribe", { topic: "late" })
    await expect.poll(() => b.deliveries().map((d) => d.params.data.message)).toEqual(["kept"])
    // Acknowledged: a resubscribe (a reconnect) does not replay it; unacknowledged it would.
    b.ack(b.deliveries()[0]?.id ?? 0)
    await settle()
    const b2 = await connect(relay, "did:key:b")
    await b2.call("irn_batchSubscribe", { topics: ["late"] })
    await settle()
    expect(b2.deliveries()).toEqual([])
    const c = await connect(relay, "did:key:c")
    await c.call("irn_batchSubscribe", { topics: ["late"] })
    await expect.poll(() => c.deliveries().length).toBe(1)
    // The publisher, reconnected under the same client id, does not get its own message back.
    const a2 = await connect(relay, "did:key:a")
    await a2.call("irn_subscribe", { topic: "late" })
    await settle()
    expect(a2.deliveries()).toEqual([])
  })

  it("irn_batchSubscribe answers one id per topic", async () => {
    const relay = await start()
    const a = await connect(relay, "did:key:a")
    expect(JSON.parse(await a.call("irn_batchSubscribe", { topics: ["x", "y"] })).result).toEqual([sha256("xdid:key:a"), sha256("ydid:key:a")])
  })

  it("wc_proposeSession subscribes the proposer to the pairing topic and stores the proposal (1100)", async () => {
    const relay = await start()
    const dapp = await connect(relay, "did:key:dapp")
    expect(JSON.parse(await dapp.call("wc_proposeSession", { pairingTopic: "pair", sessionProposal: "proposal", ttl: 300 })).result).toBe(true)
    const wallet = await connect(relay, "did:key:wallet")
    await wallet.call("irn_subscribe", { topic: "pair" })
    await expect.poll(() => wallet.deliveries().map((d) => [d.params.data.message, d.params.data.tag])).toEqual([["proposal", 1100]])
    await wallet.call("irn_publish", { topic: "pair", message: "from-wallet", ttl: 300, tag: 0 })
    await expect.poll(() => dapp.deliveries().map((d) => d.params.data.message)).toEqual(["from-wallet"])
  })

  it("wc_approveSession subscribes the wallet to the session topic, answers on the pairing topic (1101), keeps the settle request (1102) for the dapp", async () => {
    const relay = await start()
    const dapp = await connect(relay, "did:key:dapp")
    await dapp.call("wc_proposeSession", { pairingTopic: "pair", sessionProposal: "proposal", ttl: 300 })
    const wallet = await connect(relay, "did:key:wallet")
    await wallet.call("wc_approveSession", {
      sessionTopic: "sess",
      pairingTopic: "pair",
      sessionProposalResponse: "response",
      sessionSettlementRequest: "settle",
      ttl: 300
    })
    await expect.poll(() => dapp.deliveries().map((d) => [d.params.data.message, d.params.data.tag])).toEqual([["response", 1101]])
    await dapp.call("irn_subscribe", { topic: "sess" })
    await expect.poll(() => dapp.deliveries().map((d) => d.params.data.tag)).toEqual([1101, 1102])
    await dapp.call("irn_publish", { topic: "sess", message: "ack", ttl: 300, tag: 1103 })
    await expect.poll(() => wallet.deliveries().map((d) => d.params.data.message)).toEqual(["ack"])
  })

  it("irn_unsubscribe stops deliveries", async () => {
    const relay = await start()
    const a = await connect(relay, "did:key:a")
    const b = await connect(relay, "did:key:b")
    await b.call("irn_subscribe", { topic: "t" })
    await b.call("irn_unsubscribe", { topic: "t", id: sha256("tdid:key:b") })
    await a.call("irn_publish", { topic: "t", message: "m", ttl: 300, tag: 0 })
    await settle()
    expect(b.deliveries()).toEqual([])
  })

  it("answers irn_batchFetchMessages empty, unknown methods and bad params with JSON-RPC errors", async () => {
    const relay = await start()
    const a = await connect(relay, "did:key:a")
    expect(JSON.parse(await a.call("irn_batchFetchMessages", { topics: ["t"] })).result).toEqual({ messages: [], hasMore: false })
    expect(JSON.parse(await a.call("irn_nope", {})).error.code).toBe(-32601)
    expect(JSON.parse(await a.call("irn_publish", { topic: 5, message: "m" })).error.code).toBe(-32602)
  })

  it("bounds the mailbox (oldest first) and the number of clients", async () => {
    const relay = await start({ maxMessages: 2, maxClients: 2 })
    const a = await connect(relay, "did:key:a")
    for (const message of ["1", "2", "3"]) await a.call("irn_publish", { topic: "t", message, ttl: 300, tag: 0 })
    expect(relay.mailboxSize()).toBe(2)
    const b = await connect(relay, "did:key:b")
    await b.call("irn_subscribe", { topic: "t" })
    await expect.poll(() => b.deliveries().map((d) => d.params.data.message)).toEqual(["2", "3"])
    const refused = new WebSocket(relay.url)
    sockets.push(refused)
    const code = await new Promise<number>((resolve) => refused.once("close", resolve))
    expect(code).toBe(1013)
  })

  it("pings every interval and drops a socket that stopped answering", async () => {
    // A healthy client must answer a ping within one interval: at 40 ms the relay, the clients and the test share
    // one event loop that a loaded machine stalls longer than that, and it dropped the healthy client too
    // (npm test at load ~50). 400 ms leaves the round trip ten times the room; the states are polled.
    const relay = await start({ pingIntervalMs: 400 })
    const a = await connect(relay, "did:key:a")
    let pings = 0
    a.socket.on("ping", () => pings++)
    await expect.poll(() => pings).toBeGreaterThanOrEqual(2)
    // A client that no longer answers pings (pong disabled by pausing the socket) is terminated.
    const b = await connect(relay, "did:key:b")
    b.socket.pause()
    await expect.poll(() => relay.clientCount()).toBe(1)
  })
})
