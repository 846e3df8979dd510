// @vitest-environment happy-dom
/**
 * walletport/testing (issue 8): typed options, InvalidOptions on bad ones, starting connected or as a
 * returning visitor, `instance.connect(id)`, and `modal(instance)` reaching into the shadow root.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest"
import { ConnectButton, WalletportProvider } from "../../runtime/entries/react.js"
import { type Hex, isHex, parseEther, verifyMessage, verifyTypedData } from "viem"
import {
  createTestWalletport,
  FAKE_WALLET_ADDRESS,
  findModal,
  makeFakeWallet,
  modal,
  type TestWalletport
} from "../../runtime/entries/testing.js"
import { OptionsError } from "../../schemas/options.js"
import { mainnet } from "../../schemas/networks/evm.js"

const instances: Array<TestWalletport> = []
afterEach(async () => {
  cleanup()
  for (const instance of instances.splice(0)) await instance.dispose()
})
const keep = (instance: TestWalletport) => (instances.push(instance), instance)

describe("createTestWalletport", () => {
  it("rejects bad options with InvalidOptions (OptionsError) and the catalogue message", async () => {
    const error = await createTestWalletport({ projectId: "", networks: [mainnet] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OptionsError)
    expect(error).toMatchObject({ _tag: "InvalidOptions", message: "Invalid walletport options:\n- projectId: must be a non-empty string" })
    // @ts-expect-error networks is required: the options are typed as a host's.
    await expect(createTestWalletport({ projectId: "p" })).rejects.toMatchObject({ _tag: "InvalidOptions" })
  })

  it("starts connected through the default wallet", async () => {
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, { connected: "dev.fake" }))
    const account = instance.getAccount()
    expect(account).toMatchObject({ isConnected: true, address: FAKE_WALLET_ADDRESS, wallet: { name: "Fake Wallet" } })
    if (account.isConnected && account.namespace === "eip155") expectTypeOf(account.address).toEqualTypeOf<`0x${string}`>()
  })

  it("starts as a returning visitor: the stored connection is restored (scoped to the projectId)", async () => {
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, { storedConnection: "dev.fake" }))
    expect(instance.getAccount()).toMatchObject({ isConnected: true, address: FAKE_WALLET_ADDRESS })
    // A host's own wallet that no longer authorises the site: restored to disconnected.
    const stale = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, {
      wallets: [{ id: "io.mine", name: "Mine", wallet: makeFakeWallet({ authorized: false }) }],
      storedConnection: "io.mine"
    }))
    expect(stale.getAccount()).toMatchObject({ isConnected: false, status: "disconnected" })
  })

  it("instance.connect(id) connects; modal(instance) is a within-able root in the shadow DOM", async () => {
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, {
      balances: { [FAKE_WALLET_ADDRESS]: 10n ** 18n }
    }))
    render(<WalletportProvider instance={instance}><ConnectButton /></WalletportProvider>)
    expect(() => modal(instance)).toThrow("await instance.open()")
    await instance.open()
    // The modal's views load with import(): find* waits for them.
    const dialog = await within(modal(instance)).findByRole("dialog")
    expect(await within(dialog).findByText("Fake Wallet")).toBeTruthy()
    // The shadow root hides the dialog from `screen`, which is why `modal()` exists.
    expect(screen.queryByRole("dialog")).toBeNull()
    await instance.connect("dev.fake")
    await waitFor(() => expect(screen.getByTestId("connect-button").textContent).toContain("1.000 ETH"))
  })
})

/** A signature as the wallet answered it: hex, or the test fails here. */
const hex = (value: unknown): Hex => {
  if (typeof value !== "string" || !isHex(value)) throw new Error(`not a hex signature: ${String(value)}`)
  return value
}

const TYPED = {
  domain: { name: "Test", version: "1", chainId: 1 },
  types: {
    EIP712Domain: [{ name: "name", type: "string" }, { name: "version", type: "string" }, { name: "chainId", type: "uint256" }],
    Mail: [{ name: "contents", type: "string" }]
  },
  primaryType: "Mail",
  message: { contents: "hello" }
} as const

describe("the default fake wallet answers the prompts a host's tests meet", () => {
  it("signMessage: a real EIP-191 signature of the fake account", async () => {
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, { connected: "dev.fake" }))
    const signature = await instance.signMessage({ message: "Sign in to example.com" })
    expect(await verifyMessage({ address: FAKE_WALLET_ADDRESS, message: "Sign in to example.com", signature: hex(signature) })).toBe(true)
  })

  it("eth_signTypedData_v4 through the wallet's provider: a real EIP-712 signature", async () => {
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, { connected: "dev.fake" }))
    const provider = await instance.getWalletProvider("eip155")
    const signature = await provider?.request({ method: "eth_signTypedData_v4", params: [FAKE_WALLET_ADDRESS, JSON.stringify(TYPED)] })
    expect(typeof signature).toBe("string")
    const { EIP712Domain: _, ...types } = TYPED.types
    expect(await verifyTypedData({ address: FAKE_WALLET_ADDRESS, domain: TYPED.domain, types, primaryType: "Mail", message: TYPED.message, signature: hex(signature) })).toBe(true)
  })

  it("eth_sendTransaction: a hash the in-memory chain mines, moving the value (refreshBalance shows it)", async () => {
    const to = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, { connected: "dev.fake", balances: { [FAKE_WALLET_ADDRESS]: parseEther("2") } }))
    const provider = await instance.getWalletProvider("eip155")
    const hash = await provider?.request({ method: "eth_sendTransaction", params: [{ from: FAKE_WALLET_ADDRESS, to, value: "0xde0b6b3a7640000" }] })
    expect(instance.wallets[0]?.wallet.sent).toEqual([{ hash, request: { from: FAKE_WALLET_ADDRESS, to, value: "0xde0b6b3a7640000" }, chainId: 1 }])
    await instance.refreshBalance()
    expect(instance.getAccount()).toMatchObject({ isConnected: true, balance: "1" })
    // Each send is its own transaction: the same request again gets another hash.
    const again = await provider?.request({ method: "eth_sendTransaction", params: [{ from: FAKE_WALLET_ADDRESS, to, value: "0x1" }] })
    expect(again).not.toBe(hash)
  })

  it("a wallet scripted to reject: signMessage rejects with the catalogue's UserRejectedRequest; held prompts answer on release", async () => {
    const wallet = makeFakeWallet()
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }, { wallets: [{ id: "io.mine", name: "Mine", wallet }], connected: "io.mine" }))
    wallet.setMode("reject")
    await expect(instance.signMessage({ message: "no" })).rejects.toMatchObject({ _tag: "UserRejectedRequest" })
    wallet.setMode("hold")
    const signing = instance.signMessage({ message: "later" })
    await vi.waitFor(() => expect(wallet.calls.filter((call) => call.method === "personal_sign")).toHaveLength(2))
    wallet.release("approve")
    expect(await verifyMessage({ address: FAKE_WALLET_ADDRESS, message: "later", signature: hex(await signing) })).toBe(true)
  })

  it("refuses to sign for an account it has no key for (4100), rather than sign with another key", async () => {
    const other = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    const wallet = makeFakeWallet({ accounts: [other] })
    await expect(wallet.provider.request({ method: "personal_sign", params: ["0x68656c6c6f", other] })).rejects.toMatchObject({ code: 4100 })
    await expect(wallet.provider.request({ method: "eth_sendTransaction", params: [{ to: other }] })).rejects.toMatchObject({ code: -32602 })
  })
})

describe("findModal", () => {
  it("waits for the modal to mount when open() was not awaited; rejects with modal()'s message when it never does", async () => {
    const instance = keep(await createTestWalletport({ projectId: "p", networks: [mainnet] }))
    await expect(findModal(instance, { timeout: 10 })).rejects.toThrow("await instance.open()")
    void instance.open()
    const root = await findModal(instance)
    expect(await within(root).findByRole("dialog")).toBeTruthy()
    expect(root).toBe(modal(instance))
  })
})
