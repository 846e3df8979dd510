// ENS on anvil (dev/ens): the published registry and resolvers with our UniversalResolver answer viem's own ENS
// actions (the ABI the installed viem calls), at the address the anvil network definition names.
import { createPublicClient, http } from "viem"
import { getEnsAddress, getEnsAvatar, getEnsName, getEnsText } from "viem/actions"
import { normalize } from "viem/ens"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type Anvil, startAnvil } from "../../dev/anvil.js"
import { localChain } from "../../dev/data-server/deploy.js"
import { type LocalEns, startEns } from "../../dev/ens/index.js"
import { OFFCHAIN_NAMES } from "../../dev/ens/gateway.js"
import { ENS_NAMES } from "../../dev/ens/names.js"
import { registerEnsName } from "../../dev/ens/register.js"
import { anvil as anvilNetwork } from "../../schemas/networks/evm.js"

let anvil: Anvil
let ens: LocalEns
const client = () =>
  createPublicClient({ chain: localChain(anvil.rpcUrl, anvil.chainId), transport: http(anvil.rpcUrl, { retryCount: 0 }) })
const universalResolverAddress = anvilNetwork.contracts?.ensUniversalResolver?.address as `0x${string}`

beforeAll(async () => {
  anvil = await startAnvil()
  ens = await startEns(anvil)
}, 60_000)
afterAll(async () => {
  await ens?.stop()
  await anvil?.stop()
})

const alice = ENS_NAMES.find((n) => n.label === "alice")

describe("ENS on anvil", () => {
  it("deploys the UniversalResolver where the anvil network says", () => {
    expect(ens.universalResolver).toBe(universalResolverAddress)
  })

  it("resolves alice.eth to account 3 and bob.eth to account 4 through viem's getEnsAddress", async () => {
    expect(await getEnsAddress(client(), { name: normalize("alice.eth"), universalResolverAddress })).toBe(ANVIL_ACCOUNTS[3]?.address)
    expect(await getEnsAddress(client(), { name: normalize("bob.eth"), universalResolverAddress })).toBe(ANVIL_ACCOUNTS[4]?.address)
    expect(await getEnsAddress(client(), { name: "nobody.eth", universalResolverAddress })).toBeNull()
  })

  it("gives accounts 3 and 4 their primary names (reverse, checked forward) and none to account 0", async () => {
    const nameOf = (address: `0x${string}` | undefined) => getEnsName(client(), { address: address ?? "0x", universalResolverAddress })
    expect(await nameOf(ANVIL_ACCOUNTS[3]?.address)).toBe("alice.eth")
    expect(await nameOf(ANVIL_ACCOUNTS[4]?.address)).toBe("bob.eth")
    expect(await nameOf(ANVIL_ACCOUNTS[0]?.address)).toBeNull()
  })

  it("holds alice.eth's avatar text record", async () => {
    expect(await getEnsText(client(), { name: "alice.eth", key: "avatar", universalResolverAddress })).toBe(alice?.avatar)
    expect(await getEnsAvatar(client(), { name: "alice.eth", universalResolverAddress })).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it("resolves a name under offchain.eth through the CCIP-read gateway (signature checked on chain)", async () => {
    const [name, address] = Object.entries(OFFCHAIN_NAMES)[0] ?? []
    const before = ens.gateway.requests()
    expect(await getEnsAddress(client(), { name: name ?? "", universalResolverAddress })).toBe(address)
    expect(ens.gateway.requests()).toBe(before + 1)
  })

  it("names another account on request, its primary name set by the account itself through the ReverseRegistrar", async () => {
    const account = ANVIL_ACCOUNTS[6]
    if (account === undefined) throw new Error("account 6 missing")
    await registerEnsName(anvil, ens, { label: "dana", privateKey: account.privateKey })
    expect(await getEnsName(client(), { address: account.address, universalResolverAddress })).toBe("dana.eth")
    expect(await getEnsAddress(client(), { name: "dana.eth", universalResolverAddress })).toBe(account.address)
  })
})
