// Naming one more account after the stack started (a test on a stack of its own): the deployer (anvil account 7,
// owner of .eth) registers `<label>.eth` with its address and avatar, hands it over, and the account itself
// claims it as its primary name through the ReverseRegistrar, the way a visitor's wallet would.
import { type Address, createWalletClient, type Hex, http, labelhash, namehash, parseAbi } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { localChain, localPublicClient } from "../data-server/deploy.js"
import type { EnsDeployment } from "./deploy.js"

const REGISTRY_ABI = parseAbi([
  "function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)",
  "function setOwner(bytes32 node, address owner)"
])
const RESOLVER_ABI = parseAbi(["function setAddr(bytes32 node, address a)", "function setText(bytes32 node, string key, string value)"])
const REVERSE_ABI = parseAbi(["function setName(string name) returns (bytes32)"])

export const registerEnsName = async (
  anvil: { readonly rpcUrl: string; readonly chainId: number },
  ens: Pick<EnsDeployment, "registry" | "publicResolver" | "reverseRegistrar">,
  name: { readonly label: string; readonly privateKey: Hex; readonly avatar?: string }
): Promise<Address> => {
  const deployer = ANVIL_ACCOUNTS[7]
  if (deployer === undefined) throw new Error("anvil account 7 missing")
  const chain = localChain(anvil.rpcUrl, anvil.chainId)
  const client = localPublicClient(anvil.rpcUrl, anvil.chainId)
  const walletOf = (key: Hex) => createWalletClient({ chain, transport: http(anvil.rpcUrl, { retryCount: 0 }), account: privateKeyToAccount(key) })
  const owner = walletOf(name.privateKey)
  const admin = walletOf(deployer.privateKey)
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== "success") throw new Error(`ENS: ${hash} reverted`)
  }
  const node = namehash(`${name.label}.eth`)
  const address = owner.account.address
  await mined(await admin.writeContract({ address: ens.registry, abi: REGISTRY_ABI, functionName: "setSubnodeRecord", args: [namehash("eth"), labelhash(name.label), admin.account.address, ens.publicResolver, 0n] }))
  await mined(await admin.writeContract({ address: ens.publicResolver, abi: RESOLVER_ABI, functionName: "setAddr", args: [node, address] }))
  if (name.avatar !== undefined) {
    await mined(await admin.writeContract({ address: ens.publicResolver, abi: RESOLVER_ABI, functionName: "setText", args: [node, "avatar", name.avatar] }))
  }
  await mined(await admin.writeContract({ address: ens.registry, abi: REGISTRY_ABI, functionName: "setOwner", args: [node, address] }))
  await mined(await owner.writeContract({ address: ens.reverseRegistrar, abi: REVERSE_ABI, functionName: "setName", args: [`${name.label}.eth`] }))
  return address
}
