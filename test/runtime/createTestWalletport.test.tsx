// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ConnectButton, WalletportProvider } from "../../runtime/entries/react.js"
import { createTestWalletport, FAKE_WALLET_ADDRESS, makeFakeWallet } from "../../runtime/entries/testing.js"
import { mainnet } from "../../schemas/networks/evm.js"

afterEach(cleanup)

const options = { projectId: "test", networks: [mainnet] }

describe("createTestWalletport (walletport/testing)", () => {
  it("renders the connect button, connects a fake wallet and shows balance and address", async () => {
    const wallet = makeFakeWallet()
    const instance = await createTestWalletport(options, {
      wallets: [{ id: "dev.fake", name: "Fake", wallet }],
      balances: { [FAKE_WALLET_ADDRESS]: 1_234_567_000_000_000_000n }
    })
    render(
      <WalletportProvider instance={instance}>
        <ConnectButton />
      </WalletportProvider>
    )
    expect(screen.getByTestId("connect-button").textContent).toBe("Connect Wallet")
    await act(() => instance.connect("dev.fake"))
    expect(instance.getAccount().isConnected).toBe(true)
    // The balance loads in the background, after the connection.
    await waitFor(() => expect(instance.getAccount().balance).toBe("1.234567"))
    // The connected look (label formatting, colours) loads with import() once the account is being connected.
    await waitFor(() => expect(screen.getByTestId("connect-button").textContent).toContain("1.234 ETH"))
    expect(screen.getByTestId("connect-button").textContent).toContain("0xf39F")
    await instance.dispose()
  })
})
