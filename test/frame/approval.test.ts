// @vitest-environment happy-dom
/**
 * Wallet requests in the frame (SPEC §6): approval in the frame's own panel, armed after 500 ms; approve signs
 * exactly once, reject / abort / dismiss answer 4001; the policy's refusals; eth_sendTransaction and Solana
 * signAndSend fill, sign and broadcast once.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { getBase58Encoder, getBase64Decoder } from "@solana/kit"
import { beforeEach, describe, expect, it } from "vitest"
import { parseTransaction, recoverTransactionAddress, verifyMessage, type TransactionSerializedEIP1559 } from "viem"
import { APPROVE_ARM_MS } from "../../frame/approvals.js"
import { fakeWalletServer, GOOD_OTP } from "./support/fakeWalletServer.js"
import { EVM_RPC, flush, type Harness, panel, type RpcHandler, SOLANA_CHAIN, SOLANA_RPC, startHarness } from "./support/harness.js"
import { solanaTransfer } from "./support/solanaTransfer.js"

const RECIPIENT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const TX_HASH = "0x" + "ab".repeat(32)

const evmRpc: RpcHandler = (url, method) => {
  if (url !== EVM_RPC) return undefined
  const answers: Record<string, unknown> = {
    eth_chainId: "0x1",
    eth_getTransactionCount: "0x5",
    eth_estimateGas: "0x5208",
    eth_maxPriorityFeePerGas: "0x3b9aca00",
    eth_getBlockByNumber: { baseFeePerGas: "0x2540be400" },
    eth_sendRawTransaction: TX_HASH,
    eth_blockNumber: "0x10"
  }
  return answers[method]
}

const signedIn = async (rpc: RpcHandler = evmRpc) => {
  const h = startHarness({ server: fakeWalletServer(), rpc })
  await h.request("APP_CONNECT_EMAIL", { email: "visitor@example.com" })
  await h.request("APP_CONNECT_OTP", { otp: GOOD_OTP })
  panel().button("I saved it").click()
  await flush()
  const wallet = h.server.users.get("visitor@example.com")?.wallet
  if (wallet === undefined) throw new Error("no wallet")
  return { h, evm: wallet.evmAddress, solana: wallet.solanaAddress }
}

const personalSign = (h: Harness, evm: string, id?: string) =>
  h.post("APP_RPC_REQUEST", { method: "personal_sign", params: ["0x68656c6c6f20776f726c64", evm], chainId: "eip155:1" }, id)

const approvalShown = (h: Harness) => h.events("FRAME_SHOW_PANEL").filter((e) => (e.payload as { panel: string }).panel === "approval")

describe("approval in the frame", () => {
  beforeEach(() => document.body.replaceChildren())

  it("shows what is signed and who asks; Approve signs once and answers the signature", async () => {
    const { h, evm } = await signedIn()
    await h.request("APP_SYNC_DAPP_DATA", { metadata: { name: "Demo Dapp", description: "", url: "https://dapp.example", icons: [] }, sdkVersion: "1", sdkType: "w", projectId: "p" })
    const id = personalSign(h, evm)
    await flush()
    expect(approvalShown(h).map((e) => e.payload)).toEqual([{ panel: "approval", requestId: id, method: "personal_sign" }])
    expect(panel().text()).toContain("hello world")
    expect(panel().text()).toContain("https://dapp.example")
    expect(panel().text()).toContain("Demo Dapp")
    expect(document.activeElement?.textContent).toBe("Sign message")
    await h.clock.advance(APPROVE_ARM_MS)
    panel().button("Approve").click()
    const reply = await h.reply(id)
    expect(reply.type).toBe("FRAME_RPC_REQUEST_SUCCESS")
    const signature = (reply.payload as { result: `0x${string}` }).result
    expect(await verifyMessage({ address: evm as `0x${string}`, message: "hello world", signature })).toBe(true)
    expect(h.keys.signed.personal).toBe(1)
    expect(h.events("FRAME_HIDE_PANEL").map((e) => e.payload)).toContainEqual({ panel: "approval", outcome: "approved" })
    expect(panel().hidden()).toBe(true)
  })

  it("Approve is not clickable before 500 ms (even with the disabled attribute removed)", async () => {
    const { h, evm } = await signedIn()
    const id = personalSign(h, evm)
    await flush()
    const approve = panel().button("Approve")
    expect(approve.disabled).toBe(true)
    approve.click()
    await h.clock.advance(APPROVE_ARM_MS - 1)
    approve.disabled = false
    approve.click()
    await flush()
    expect(h.repliesTo(id)).toEqual([])
    expect(h.keys.signed.personal).toBe(0)
    await h.clock.advance(1)
    expect(approve.disabled).toBe(false)
    approve.click()
    expect((await h.reply(id)).type).toBe("FRAME_RPC_REQUEST_SUCCESS")
  })

  it("Reject (and Escape) answer 4001 and sign nothing", async () => {
    const { h, evm } = await signedIn()
    const rejected = personalSign(h, evm)
    await flush()
    panel().button("Reject").click()
    expect(await h.reply(rejected)).toMatchObject({ type: "FRAME_RPC_REQUEST_ERROR", payload: { code: 4001, message: "User rejected the request." } })
    const escaped = personalSign(h, evm)
    await flush()
    panel().root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    expect(await h.reply(escaped)).toMatchObject({ payload: { code: 4001 } })
    expect(h.keys.signed.personal).toBe(0)
    expect(h.events("FRAME_HIDE_PANEL").map((e) => e.payload)).toEqual(
      expect.arrayContaining([{ panel: "approval", outcome: "rejected" }])
    )
  })

  it("APP_RPC_ABORT and APP_DISMISS_PANEL reject the pending request; a queued one waits its turn", async () => {
    const { h, evm } = await signedIn()
    const first = personalSign(h, evm)
    const second = personalSign(h, evm)
    await flush()
    expect(approvalShown(h)).toHaveLength(1)
    await h.request("APP_RPC_ABORT", { requestId: first })
    expect(await h.reply(first)).toMatchObject({ payload: { code: 4001 } })
    await flush()
    expect(approvalShown(h)).toHaveLength(2)
    await h.request("APP_DISMISS_PANEL", {})
    expect(await h.reply(second)).toMatchObject({ payload: { code: 4001 } })
    expect(h.keys.signed.personal).toBe(0)
    expect(panel().hidden()).toBe(true)
  })

  it("a duplicated APP_RPC_REQUEST id does not sign twice", async () => {
    const { h, evm } = await signedIn()
    const id = personalSign(h, evm, "same-id-0001")
    personalSign(h, evm, "same-id-0001")
    await flush()
    await h.clock.advance(APPROVE_ARM_MS)
    panel().button("Approve").click()
    await h.reply(id)
    personalSign(h, evm, "same-id-0001")
    await flush()
    await h.clock.advance(APPROVE_ARM_MS)
    expect(approvalShown(h)).toHaveLength(1)
    expect(h.repliesTo(id)).toHaveLength(1)
    expect(h.keys.signed.personal).toBe(1)
  })

  it("refuses without showing anything: 4200 for a disallowed method, 4100 before sign-in, -32602 for an unknown account", async () => {
    const { h } = await signedIn()
    expect(await h.request("APP_RPC_REQUEST", { method: "eth_sign", params: [] })).toMatchObject({
      payload: { code: 4200, message: "Requested RPC call is not allowed" }
    })
    expect(await h.request("APP_RPC_REQUEST", { method: "wallet_switchEthereumChain", params: [{ chainId: "0x2" }] })).toMatchObject({ payload: { code: 4200 } })
    expect(await h.request("APP_RPC_REQUEST", { method: "personal_sign", params: ["0x00", RECIPIENT] })).toMatchObject({ payload: { code: -32602 } })
    await h.request("APP_SIGN_OUT", {})
    expect(await h.request("APP_RPC_REQUEST", { method: "eth_accounts" })).toMatchObject({ payload: { code: 4100 } })
    expect(approvalShown(h)).toEqual([])
  })

  it("safe methods: accounts and chain id answered, the rest forwarded to the network's RPC", async () => {
    const { h, evm } = await signedIn()
    expect((await h.request("APP_RPC_REQUEST", { method: "eth_accounts" })).payload).toEqual({ result: [evm] })
    expect((await h.request("APP_RPC_REQUEST", { method: "eth_chainId" })).payload).toEqual({ result: "0x1" })
    expect((await h.request("APP_RPC_REQUEST", { method: "eth_blockNumber", params: [] })).payload).toEqual({ result: "0x10" })
    expect(h.rpcCalls.map((c) => c.method)).toEqual(["eth_blockNumber"])
  })

  it("eth_sendTransaction: shows amount and recipient, fills nonce / gas / fees / chain id, signs and broadcasts once", async () => {
    const { h, evm } = await signedIn()
    const id = h.post("APP_RPC_REQUEST", { method: "eth_sendTransaction", params: [{ from: evm, to: RECIPIENT, value: "0x6f05b59d3b20000" }], chainId: "eip155:1" })
    await flush()
    expect(panel().text()).toContain("0.5 ETH")
    expect(panel().text()).toContain(RECIPIENT)
    await h.clock.advance(APPROVE_ARM_MS)
    panel().button("Approve").click()
    expect((await h.reply(id)).payload).toEqual({ result: TX_HASH })
    const sent = h.rpcCalls.filter((c) => c.method === "eth_sendRawTransaction")
    expect(sent).toHaveLength(1)
    const raw = (sent[0]?.params as [TransactionSerializedEIP1559])[0]
    expect(parseTransaction(raw)).toMatchObject({
      chainId: 1,
      nonce: 5,
      gas: 21000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      maxFeePerGas: 2n * 10_000_000_000n + 1_000_000_000n,
      to: RECIPIENT.toLowerCase(),
      value: 500_000_000_000_000_000n
    })
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(evm)
    expect(h.keys.signed.evmTransaction).toBe(1)
  })

  it("Solana signAndSend: shows the SOL transfer, signs, sends once (base64); signMessage answers a base58 signature", async () => {
    const sendCalls: Array<unknown> = []
    const { h, solana } = await signedIn((url, method, params) => {
      if (url !== SOLANA_RPC || method !== "sendTransaction") return undefined
      sendCalls.push(params)
      return "5ignature"
    })
    const recipient = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
    const wire = solanaTransfer(solana, recipient, 1_500_000_000n)
    const id = h.post("APP_RPC_REQUEST", { method: "solana_signAndSendTransaction", params: { transaction: getBase64Decoder().decode(wire) }, chainId: SOLANA_CHAIN })
    await flush()
    expect(panel().text()).toContain("1.5 SOL")
    expect(panel().text()).toContain(recipient)
    await h.clock.advance(APPROVE_ARM_MS)
    panel().button("Approve").click()
    expect((await h.reply(id)).payload).toEqual({ result: { signature: "5ignature" } })
    expect(sendCalls).toHaveLength(1)
    expect(sendCalls[0]).toEqual([expect.any(String), { encoding: "base64" }])

    const message = h.post("APP_RPC_REQUEST", { method: "solana_signMessage", params: { message: btoa("hi solana"), pubkey: solana }, chainId: SOLANA_CHAIN })
    await flush()
    expect(panel().text()).toContain("hi solana")
    await h.clock.advance(APPROVE_ARM_MS)
    panel().button("Approve").click()
    const { signature } = ((await h.reply(message)).payload as { result: { signature: string } }).result
    const publicKey = Uint8Array.from(getBase58Encoder().encode(solana))
    expect(ed25519.verify(Uint8Array.from(getBase58Encoder().encode(signature)), new TextEncoder().encode("hi solana"), publicKey)).toBe(true)
  })
})
