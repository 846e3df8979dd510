// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { WalletportModal, WalletportProvider } from "../../runtime/entries/react.js"
import { createTestWalletport } from "../../runtime/entries/testing.js"
import { mainnet } from "../../schemas/networks/evm.js"

afterEach(cleanup)

describe("<WalletportModal/> (SPEC §2 embedded mode)", () => {
  it("renders the modal inline in its container, not on document.body, and removes it on unmount", async () => {
    const instance = await createTestWalletport({ projectId: "p", networks: [mainnet], enableEmbedded: true })
    const { container, unmount } = render(
      <WalletportProvider instance={instance}>
        <section data-testid="slot">
          <WalletportModal />
        </section>
      </WalletportProvider>
    )
    const slot = container.querySelector("[data-walletport-embedded]")
    expect(slot).not.toBeNull()
    await waitFor(() => {
      const dialog = slot?.querySelector("[data-walletport]")?.shadowRoot?.querySelector("[role=dialog]")
      expect(dialog).toBeTruthy()
    }, { timeout: 10_000 }) // the view's chunk is a real import(): slow under a loaded CI machine
    // Inline: nothing was appended to document.body for this instance, and there is no overlay.
    expect([...document.body.children].some((el) => el.hasAttribute("data-walletport"))).toBe(false)
    const shadow = slot?.querySelector("[data-walletport]")?.shadowRoot
    expect(shadow?.querySelector("[data-testid=modal-overlay]")).toBeNull()
    expect(shadow?.querySelector("h2")?.textContent).toBe("Connect Wallet")
    unmount()
    expect(document.querySelector("[data-walletport]")).toBeNull()
    await instance.dispose()
  })
})
