// What the data server puts on the local EVM chain at start (issue 9): two ERC-20s (6 and 18 decimals) and an
// ERC-721 with on-chain metadata, minted to the demo accounts. Deployed from anvil account 9 so the
// deterministic addresses of account 0's deployments (other fixtures) are left alone.
import { type Address, createPublicClient, createWalletClient, defineChain, http, parseUnits, type PublicClient } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { compiledContracts, type CompiledContracts } from "./contracts.js"

/** One deployed ERC-20. */
export interface DeployedToken {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface EvmFixtures {
  readonly tokens: ReadonlyArray<DeployedToken>
  readonly collection: { readonly address: Address; readonly name: string; readonly symbol: string }
  readonly contracts: CompiledContracts
}

/** The tokens and what each funded account holds (human units). */
export const TEST_TOKENS = [
  { name: "Walletport USD", symbol: "wUSD", decimals: 6, grant: "1250.5" },
  { name: "Walletport Gold", symbol: "wGLD", decimals: 18, grant: "3.75" }
] as const

/** The NFTs minted at start: to account 0 unless `to` says otherwise. */
export const TEST_NFTS = [
  { title: "Red Square", colour: "#e5484d", to: 0 },
  { title: "Blue Square", colour: "#3e63dd", to: 0 },
  { title: "Green Square", colour: "#30a46c", to: 0 },
  { title: "Amber Square", colour: "#ffb224", to: 1 }
] as const

export const TEST_COLLECTION = { name: "Walletport Squares", symbol: "WPSQ" } as const

/** Accounts 0–2 get the tokens (account 0 is the demo wallet's). */
export const FUNDED_ACCOUNTS = ANVIL_ACCOUNTS.slice(0, 3).map((a) => a.address)

const DEPLOYER = ANVIL_ACCOUNTS[9]

export const localChain = (rpcUrl: string, chainId: number) =>
  defineChain({ id: chainId, name: "Anvil", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })

export const localPublicClient = (rpcUrl: string, chainId: number): PublicClient =>
  createPublicClient({ chain: localChain(rpcUrl, chainId), transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 50 })

/** Deploys and mints; ≈ 0.3 s after the (cached) compile. */
export const deployEvmFixtures = async (rpcUrl: string, chainId: number): Promise<EvmFixtures> => {
  if (DEPLOYER === undefined) throw new Error("anvil account 9 missing")
  const contracts = await compiledContracts()
  const chain = localChain(rpcUrl, chainId)
  const wallet = createWalletClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), account: privateKeyToAccount(DEPLOYER.privateKey) })
  const client = localPublicClient(rpcUrl, chainId)
  const mined = async (hash: `0x${string}`) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== "success") throw new Error(`data server: ${hash} reverted`)
    return receipt
  }

  const tokens: Array<DeployedToken> = []
  for (const t of TEST_TOKENS) {
    const receipt = await mined(await wallet.deployContract({ abi: contracts.TestToken.abi, bytecode: contracts.TestToken.bytecode, args: [t.name, t.symbol, t.decimals] }))
    if (receipt.contractAddress == null) throw new Error(`data server: ${t.symbol} has no address`)
    tokens.push({ address: receipt.contractAddress, name: t.name, symbol: t.symbol, decimals: t.decimals })
    for (const to of FUNDED_ACCOUNTS) {
      await mined(await wallet.writeContract({ address: receipt.contractAddress, abi: contracts.TestToken.abi, functionName: "mint", args: [to, parseUnits(t.grant, t.decimals)] }))
    }
  }
  const receipt = await mined(
    await wallet.deployContract({ abi: contracts.TestCollection.abi, bytecode: contracts.TestCollection.bytecode, args: [TEST_COLLECTION.name, TEST_COLLECTION.symbol] })
  )
  if (receipt.contractAddress == null) throw new Error("data server: the collection has no address")
  const collection = { address: receipt.contractAddress, ...TEST_COLLECTION }
  for (const nft of TEST_NFTS) {
    const to = FUNDED_ACCOUNTS[nft.to]
    if (to === undefined) continue
    await mined(await wallet.writeContract({ address: collection.address, abi: contracts.TestCollection.abi, functionName: "mint", args: [to, nft.title, nft.colour] }))
  }
  return { tokens, collection, contracts }
}
