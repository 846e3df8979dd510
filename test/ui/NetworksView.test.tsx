// @vitest-environment happy-dom
import { fireEvent, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import type { NetworkGroup } from "../../ui/views/NetworkList.js"
import { NetworksView, type NetworksViewProps } from "../../ui/views/NetworksView.js"
import { UnsupportedChainView } from "../../ui/views/UnsupportedChainView.js"
import { renderInShadow } from "./shadow.js"

const groups: ReadonlyArray<NetworkGroup> = [
  {
    namespace: "eip155",
    networks: [
      { caipNetworkId: "eip155:1", name: "Ethereum" },
      { caipNetworkId: "eip155:42161", name: "Arbitrum One" }
    ]
  },
  { namespace: "solana", networks: [{ caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", name: "Solana" }] },
  { namespace: "bip122", networks: [{ caipNetworkId: "bip122:000000000019d6689c085ae165831e93", name: "Bitcoin" }] },
  { namespace: "cosmos", networks: [] }
]
const networks = (over: Partial<NetworksViewProps> = {}) => (
  <NetworksView groups={groups} activeCaipNetworkId="eip155:42161" onSelect={vi.fn()} {...over} />
)

describe("NetworksView", () => {
  it("groups every configured network under its namespace heading; empty groups are left out", () => {
    const r = renderInShadow(networks())
    const headings = r.getAllByRole("heading").map((h) => h.textContent)
    expect(headings).toEqual(["EVM", "Solana", "Bitcoin"])
    const evm = r.getByRole("region", { name: "EVM" })
    expect(within(evm).getAllByRole("button").map((b) => b.textContent)).toEqual(["EEthereum", "AOArbitrum One"])
    expect(within(r.getByRole("region", { name: "Solana" })).getAllByRole("button")).toHaveLength(1)
  })

  it("marks the active network with aria-current and a tick, and only that one", () => {
    const r = renderInShadow(networks())
    const current = r.container.querySelectorAll("[aria-current]")
    expect(current).toHaveLength(1)
    expect(current[0]?.getAttribute("aria-current")).toBe("true")
    expect(current[0]).toBe(r.getByTestId("network-eip155:42161"))
    expect(current[0]?.querySelector(".check svg")).not.toBeNull()
    r.rerender(networks({ activeCaipNetworkId: undefined }))
    expect(r.container.querySelectorAll("[aria-current]")).toHaveLength(0)
  })

  it("each network is a button that reports its CAIP-2 id", () => {
    const onSelect = vi.fn()
    const r = renderInShadow(networks({ onSelect }))
    fireEvent.click(r.getByRole("button", { name: "Solana" }))
    expect(onSelect).toHaveBeenCalledWith("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
  })

  it("shows a pending switch on its row and a failed one as an alert", () => {
    const r = renderInShadow(networks({ pending: "eip155:1" }))
    const row = r.getByTestId("network-eip155:1")
    expect(row.getAttribute("aria-busy")).toBe("true")
    expect(row.textContent).toContain("Approve in wallet")
    expect(r.getByRole("alert").textContent).toBe("")
    r.rerender(networks({ error: "User rejected the request." }))
    expect(r.getByRole("alert").textContent).toBe("User rejected the request.")
    expect(r.getByTestId("network-eip155:1").hasAttribute("aria-busy")).toBe(false)
  })
})

describe("UnsupportedChainView", () => {
  it("explains, lists the networks to switch to with none marked active, and disconnects", () => {
    const onSelect = vi.fn()
    const onDisconnect = vi.fn()
    const r = renderInShadow(<UnsupportedChainView groups={groups} onSelect={onSelect} onDisconnect={onDisconnect} />)
    expect(r.getByTestId("unsupported-chain-view").textContent).toContain("network this app does not support")
    expect(r.container.querySelectorAll("[aria-current]")).toHaveLength(0)
    expect(r.getAllByRole("heading").map((h) => h.textContent)).toEqual(["EVM", "Solana", "Bitcoin"])
    fireEvent.click(r.getByRole("button", { name: "Ethereum" }))
    expect(onSelect).toHaveBeenCalledWith("eip155:1")
    fireEvent.click(r.getByRole("button", { name: "Disconnect" }))
    expect(onDisconnect).toHaveBeenCalledTimes(1)
  })

  it("shows the pending switch and its error", () => {
    const r = renderInShadow(
      <UnsupportedChainView groups={groups} onSelect={vi.fn()} onDisconnect={vi.fn()} pending="eip155:1" error="Chain is not supported" />
    )
    expect(r.getByTestId("network-eip155:1").getAttribute("aria-busy")).toBe("true")
    expect(r.getByRole("alert").textContent).toBe("Chain is not supported")
  })
})
