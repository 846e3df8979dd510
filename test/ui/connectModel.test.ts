// The Connect list's model (ui/views/connectModel.ts), shared by the Connect view and the instant-open preview.
import { describe, expect, it } from "vitest"
import type { ConnectorEntry } from "../../services/Connectors.js"
import { connectModel } from "../../ui/views/connectModel.js"

const entry = (id: string, over: Partial<ConnectorEntry> = {}): ConnectorEntry => ({
  id,
  name: id,
  type: "ANNOUNCED",
  namespaces: ["eip155"],
  installed: true,
  recent: false,
  group: "injected",
  walletIds: { eip155: id },
  custom: undefined,
  ...over
})

const walletConnect = entry("walletConnect", { type: "WALLET_CONNECT", installed: false, group: "walletConnect", walletIds: {} })

describe("connectModel", () => {
  it("offers All Wallets even when every listed wallet is a row (an installed wallet and WalletConnect): the catalogue stays reachable", () => {
    const model = connectModel([walletConnect, entry("io.metamask")], [], false)
    expect(model.rows.map((r) => r.id)).toEqual(["io.metamask"])
    expect(model.walletConnect).toBe("walletConnect")
    expect(model.allWallets).toEqual({ count: undefined })
  })

  it("counts the listed wallets when the list holds more than the rows", () => {
    const model = connectModel([entry("io.metamask"), entry("custom", { installed: false, group: "custom" })], [], false)
    expect(model.allWallets).toEqual({ count: 2 })
  })

  it("hides WalletConnect's row once connected through it, and still offers All Wallets", () => {
    const model = connectModel([walletConnect, entry("io.metamask")], ["walletConnect"], false)
    expect(model.walletConnect).toBeUndefined()
    expect(model.allWallets).toBeDefined()
  })
})
