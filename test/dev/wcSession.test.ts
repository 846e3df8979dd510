/**
 * The local relay against the real SDK on both sides (notes/walletconnect-relay.md): the dapp's
 * UniversalProvider and the demo mobile wallet's SignClient 2.25 pair, approve EVM and Solana in one
 * session, round-trip personal_sign and solana_signMessage, deliver an event, survive a dapp "reload"
 * (a new provider over the same storage) with an event sent while it was away, and end with session_delete.
 */
import { getBase58Encoder } from "@solana/kit"
import UniversalProvider from "@walletconnect/universal-provider"
import { verifyMessage } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS, ANVIL_CHAIN_ID } from "../../dev/accounts.js"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { createDemoSigner } from "../../dev/solana-wallet/signer.js"
import { memoryKeyValueStorage } from "../../dev/wc-relay/memoryStorage.js"
import { startRelay, type Relay } from "../../dev/wc-relay/relay.js"
import { startWcWallet, type WcWallet } from "../../dev/wc-wallet/wallet.js"

const EVM_CHAIN = `eip155:${ANVIL_CHAIN_ID}`
const SOLANA_CHAIN = "solana:localnet"
const account = ANVIL_ACCOUNTS[2]
if (account === undefined) throw new Error("anvil account 2 missing")

let relay: Relay
let wallet: WcWallet
const dappStore = new Map<string, unknown>()
const decisions: Array<string> = []

const startDapp = () =>
  UniversalProvider.init({
    projectId: "walletport-test",
    relayUrl: relay.url,
    logger: "silent",
    telemetryEnabled: false,
    disableProviderPing: true,
    customStoragePrefix: "dapp",
    storage: memoryKeyValueStorage(dappStore),
    metadata: { name: "walletport test dapp", description: "", url: "http://127.0.0.1", icons: [] }
  })

const nextEvent = <T,>(provider: UniversalProvider, name: string): Promise<T> =>
  new Promise((resolve) => provider.once(name, resolve))

beforeAll(async () => {
  relay = await startRelay()
  wallet = await startWcWallet({
    relayUrl: relay.url,
    projectId: "walletport-test",
    evm: { privateKey: account.privateKey, chainId: ANVIL_CHAIN_ID, rpcUrl: "http://127.0.0.1:9" },
    evmChains: [EVM_CHAIN],
    solana: { signer: await createDemoSigner(SOLANA_DEMO_ACCOUNT), rpcUrl: "http://127.0.0.1:9" },
    solanaChains: [SOLANA_CHAIN],
    storage: memoryKeyValueStorage(),
    customStoragePrefix: "wallet",
    decide: async (prompt) => {
      decisions.push(prompt.kind === "proposal" ? "proposal" : prompt.method)
      return true
    }
  })
})

afterAll(async () => {
  await wallet?.close()
  await relay?.stop()
})

describe("sign-client 2.25 over the local relay", () => {
  it("pairs, approves two namespaces, signs, delivers events, restores after a reload, ends on session_delete", async () => {
    const dapp = await startDapp()
    dapp.once("display_uri", (uri: string) => {
      void wallet.pair(uri)
    })
    const session = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [EVM_CHAIN], methods: ["personal_sign", "eth_sendTransaction"], events: ["accountsChanged", "chainChanged"], rpcMap: { [ANVIL_CHAIN_ID]: "http://127.0.0.1:9" } },
        solana: { chains: [SOLANA_CHAIN], methods: ["solana_signMessage"], events: [] }
      }
    })
    expect(session?.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${account.address}`])
    expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${SOLANA_DEMO_ACCOUNT.address}`])

    const signature = await dapp.request<`0x${string}`>({ method: "personal_sign", params: ["0x68656c6c6f", account.address] }, EVM_CHAIN)
    expect(await verifyMessage({ address: account.address, message: { raw: "0x68656c6c6f" }, signature })).toBe(true)

    const solana = await dapp.request<{ signature: string }>(
      { method: "solana_signMessage", params: { message: "Cn8eVZg", pubkey: SOLANA_DEMO_ACCOUNT.address } },
      SOLANA_CHAIN
    )
    expect(getBase58Encoder().encode(solana.signature).length).toBe(64)

    const topic = session?.topic ?? ""
    const changed = nextEvent<ReadonlyArray<string>>(dapp, "accountsChanged")
    await wallet.emit(topic, "accountsChanged", [`${EVM_CHAIN}:${account.address}`], EVM_CHAIN)
    expect(await changed).toEqual([account.address])

    // The dapp goes away; the wallet sends an event meanwhile; a new provider over the same storage restores.
    await dapp.client.core.relayer.transportClose()
    await wallet.emit(topic, "chainChanged", ANVIL_CHAIN_ID, EVM_CHAIN)
    const reloaded = await startDapp()
    expect(reloaded.session?.topic).toBe(topic)
    const events: Array<unknown> = []
    reloaded.on("session_event", (event: unknown) => events.push(event))
    const again = await reloaded.request<`0x${string}`>({ method: "personal_sign", params: ["0x6869", account.address] }, EVM_CHAIN)
    expect(await verifyMessage({ address: account.address, message: { raw: "0x6869" }, signature: again })).toBe(true)
    await expect.poll(() => events.length).toBeGreaterThan(0)

    const deleted = nextEvent<{ topic: string }>(reloaded, "session_delete")
    await wallet.disconnect(topic)
    expect((await deleted).topic).toBe(topic)
    expect(reloaded.session).toBeUndefined()

    expect(decisions).toEqual(["proposal", "personal_sign", "solana_signMessage", "personal_sign"])
    const counts = relay.methodCounts()
    expect(counts.wc_proposeSession).toBe(1)
    expect(counts.wc_approveSession).toBe(1)
    expect(counts.irn_batchSubscribe).toBeGreaterThanOrEqual(1)
    await reloaded.client.core.relayer.transportClose()
  }, 30_000)
})
