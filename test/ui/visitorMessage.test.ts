import { describe, expect, it } from "vitest"
import { ChainDisconnected, ResourceUnavailableRpcError, UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import { WalletNotFound } from "../../schemas/errors/connectors.js"
import { visitorMessage } from "../../ui/components/visitorMessage.js"

describe("visitorMessage: what the modal says about a failed wallet request", () => {
  it("speaks to the visitor for the answers they cause or can act on; the error keeps the catalogue's message for the host", () => {
    const rejected = new UserRejectedRequest({})
    expect(visitorMessage(rejected)).toBe("You rejected the request in your wallet.")
    expect(rejected.message).toBe("User rejected the request.")
    expect(visitorMessage(new ResourceUnavailableRpcError({}))).toBe("Your wallet already has a request open. Finish or dismiss it there, then try again.")
    expect(visitorMessage(new ChainDisconnected({}))).toMatch(/^Your wallet is not connected to this network/)
  })

  it("any other error shows its catalogue message", () => {
    const missing = new WalletNotFound({ walletId: "x" })
    expect(visitorMessage(missing)).toBe(missing.message)
  })
})
