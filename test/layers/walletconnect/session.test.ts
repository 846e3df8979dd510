/** WalletConnect session decoding, proposal namespaces and the EIP-1193 facade's events. */
import { describe, expect, it } from "vitest"
import { eip1193Events } from "../../../layers/live/walletconnect/facade.js"
import { proposalNamespaces } from "../../../layers/live/walletconnect/namespaces.js"
import { accountsOf, sessionFor } from "../../../layers/live/walletconnect/session.js"
import { arbitrum, mainnet } from "../../../schemas/networks/evm.js"
import { solana, solanaLocal } from "../../../schemas/networks/solana.js"

const EVM = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const SOL = "oATmqnVYH1aG2tSMUm5PM73SGFYUmtbuTRRXZS6hsMG"
const connector = { id: "walletConnect", type: "WALLET_CONNECT" as const, name: "WalletConnect" }
const NAMESPACES = {
  eip155: { accounts: [`eip155:1:${EVM.toLowerCase()}`, `eip155:42161:${EVM.toLowerCase()}`, "eip155:1:not-an-address"] },
  solana: { accounts: [`solana:localnet:${SOL}`] }
}

describe("WalletConnect session decoding", () => {
  it("checksums EVM addresses and drops accounts that do not decode", () => {
    expect(accountsOf(NAMESPACES, "eip155").map((a) => `${a.caipNetworkId}:${a.address}`)).toEqual([
      `eip155:1:${EVM}`,
      `eip155:42161:${EVM}`
    ])
    expect(accountsOf({ eip155: { accounts: "garbage" } }, "eip155")).toEqual([])
    expect(accountsOf(undefined, "solana")).toEqual([])
  })

  it("puts the session on the chain the dapp wants when the wallet approved it, else on the wallet's first", () => {
    expect(sessionFor(NAMESPACES, "eip155", arbitrum, connector)?.caipAddress).toBe(`eip155:42161:${EVM}`)
    expect(sessionFor(NAMESPACES, "eip155", undefined, connector)?.caipAddress).toBe(`eip155:1:${EVM}`)
    expect(sessionFor(NAMESPACES, "solana", solanaLocal("http://127.0.0.1:8899"), connector)?.address).toBe(SOL)
    expect(sessionFor(NAMESPACES, "bip122", undefined, connector)).toBeUndefined()
  })
})

describe("proposal namespaces", () => {
  it("asks the namespaces with an adapter as required, the rest optional, with an rpcMap for EVM chains", () => {
    const { namespaces, optionalNamespaces } = proposalNamespaces([mainnet, arbitrum, solana], ["eip155"])
    expect(namespaces.eip155?.chains).toEqual(["eip155:1", "eip155:42161"])
    expect(namespaces.eip155?.rpcMap?.["42161"]).toBe(arbitrum.rpcUrls.default.http[0])
    expect(namespaces.eip155?.methods).toContain("personal_sign")
    expect(optionalNamespaces.solana?.chains).toEqual([solana.caipNetworkId])
    expect(optionalNamespaces.solana?.methods).toContain("solana_signMessage")
    expect(Object.keys({ ...namespaces, ...optionalNamespaces })).not.toContain("bip122")
  })
})

describe("the EIP-1193 facade's events", () => {
  it("maps session events to accountsChanged, chainChanged and disconnect", () => {
    expect(eip1193Events({ _tag: "SessionEvent", chainId: "eip155:1", name: "chainChanged", data: 42161 })).toEqual([["chainChanged", "0xa4b1"]])
    expect(eip1193Events({ _tag: "SessionEvent", chainId: "eip155:1", name: "accountsChanged", data: [`eip155:1:${EVM.toLowerCase()}`] })).toEqual([
      ["accountsChanged", [EVM]]
    ])
    expect(eip1193Events({ _tag: "SessionEvent", chainId: "solana:localnet", name: "accountsChanged", data: [SOL] })).toEqual([])
    expect(eip1193Events({ _tag: "Ended" }).map(([name]) => name)).toEqual(["accountsChanged", "disconnect"])
  })
})
