// @vitest-environment happy-dom
/**
 * walletport/testing (issue 8): typed options, InvalidOptions on bad ones, starting connected or as a
 * returning visitor, `instance.connect(id)`, and `modal(instance)` reaching into the shadow root.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, expectTypeOf, it } from "vitest"
import { ConnectButton, WalletportProvider } from "../../runtime/entries/react.js"
import {
  createTestWalletport,
  FAKE_WALLET_ADDRESS,
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
