// ENS on the dev anvil (issue 26): the published ENSRegistry (@ensdomains/ens 0.6.2), PublicResolver and
// ReverseRegistrar (@ensdomains/resolver 0.3.1), our UniversalResolver and OffchainResolver (sources.ts), then the
// fixture names of names.ts. Deployed from anvil account 7, so the UniversalResolver lands at a fixed address
// (nonce 1): the one the `anvil` network definition names (schemas/networks/catalogue overrides). Transactions go
// out back to back with explicit nonces and are checked together at the end (≈ 0.2 s after the cached compile).
import { createRequire } from "node:module"
import {
  type Abi,
  type Address,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  labelhash,
  namehash
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { anvil } from "../../schemas/networks/evm.js"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { localChain, localPublicClient } from "../data-server/deploy.js"
import { ensArtifacts } from "./compile.js"
import { ENS_NAMES, OFFCHAIN_LABEL } from "./names.js"

export interface EnsDeployment {
  readonly registry: Address
  readonly universalResolver: Address
  readonly publicResolver: Address
  readonly reverseRegistrar: Address
  readonly offchainResolver: Address
}

const DEPLOYER = ANVIL_ACCOUNTS[7]

interface Artifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

const published = (path: string): Artifact => {
  const json: unknown = createRequire(import.meta.url)(path)
  const abi = typeof json === "object" && json !== null && "abi" in json ? json.abi : undefined
  const bytecode = typeof json === "object" && json !== null && "bytecode" in json ? json.bytecode : undefined
  if (!Array.isArray(abi) || typeof bytecode !== "string" || !/^0x[0-9a-f]+$/i.test(bytecode)) throw new Error(`${path}: not a build artifact`)
  // A published build artifact, checked just above.
  return { abi: abi as Abi, bytecode: bytecode as Hex }
}

const REGISTRY = () => published("@ensdomains/ens/build/contracts/ENSRegistry.json")
const PUBLIC_RESOLVER = () => published("@ensdomains/resolver/build/contracts/PublicResolver.json")
const REVERSE_REGISTRAR = () => published("@ensdomains/resolver/build/contracts/ReverseRegistrar.json")

/** ENSIP-3: the reverse node's label for an address (lower-case hex, no 0x). */
export const reverseLabel = (address: Address): string => address.slice(2).toLowerCase()

/** Deploys ENS and registers names.ts's names on a fresh chain; `gatewayUrl` is the OffchainResolver's gateway. */
export const deployEns = async (rpcUrl: string, chainId: number, gatewayUrl: string): Promise<EnsDeployment> => {
  if (DEPLOYER === undefined) throw new Error("anvil account 7 missing")
  const artifacts = await ensArtifacts()
  const chain = localChain(rpcUrl, chainId)
  const account = privateKeyToAccount(DEPLOYER.privateKey)
  const wallet = createWalletClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), account })
  const client = localPublicClient(rpcUrl, chainId)
  let nonce = await client.getTransactionCount({ address: account.address })
  if (nonce !== 0) throw new Error(`ENS: anvil account 7 has sent ${nonce} transactions already; ENS deploys on a fresh chain`)
  const hashes: Array<Hex> = []
  const send = async (to: Address | null, data: Hex): Promise<Address> => {
    const current = nonce++
    hashes.push(await wallet.sendTransaction({ ...(to === null ? {} : { to }), data, nonce: current, gas: 6_000_000n }))
    return to ?? getContractAddress({ from: account.address, nonce: BigInt(current) })
  }
  const deploy = (artifact: Artifact, args: ReadonlyArray<unknown>) =>
    send(null, encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [...args] }))

  const registryArtifact = REGISTRY()
  const resolverArtifact = PUBLIC_RESOLVER()
  const registry = await deploy(registryArtifact, [])
  const universalResolver = await deploy(artifacts.UniversalResolver, [registry])
  const publicResolver = await deploy(resolverArtifact, [registry])
  const reverseRegistrar = await deploy(REVERSE_REGISTRAR(), [registry, publicResolver])
  const offchainResolver = await deploy(artifacts.OffchainResolver, [account.address])
  const expected = anvil.contracts?.ensUniversalResolver?.address
  if (universalResolver !== expected) throw new Error(`ENS: the UniversalResolver is at ${universalResolver}, not ${String(expected)} (the anvil network's)`)

  const onRegistry = (functionName: string, args: ReadonlyArray<unknown>) =>
    send(registry, encodeFunctionData({ abi: registryArtifact.abi, functionName, args: [...args] }))
  const onResolver = (functionName: string, args: ReadonlyArray<unknown>) =>
    send(publicResolver, encodeFunctionData({ abi: resolverArtifact.abi, functionName, args: [...args] }))
  const me = account.address

  await onRegistry("setSubnodeOwner", [namehash(""), labelhash("eth"), me])
  await onRegistry("setSubnodeOwner", [namehash(""), labelhash("reverse"), me])
  await onRegistry("setSubnodeOwner", [namehash("reverse"), labelhash("addr"), me])
  for (const name of ENS_NAMES) {
    const node = namehash(`${name.label}.eth`)
    await onRegistry("setSubnodeRecord", [namehash("eth"), labelhash(name.label), me, publicResolver, 0n])
    await onResolver("setAddr", [node, name.address])
    if (name.avatar !== undefined) await onResolver("setText", [node, "avatar", name.avatar])
    if (name.primary) {
      // The deployer writes the reverse record while it still owns addr.reverse (the registrar gets it below),
      // so the named accounts' nonces stay untouched for the tests that use them.
      await onRegistry("setSubnodeRecord", [namehash("addr.reverse"), labelhash(reverseLabel(name.address)), me, publicResolver, 0n])
      await onResolver("setName", [namehash(`${reverseLabel(name.address)}.addr.reverse`), `${name.label}.eth`])
    }
    await onRegistry("setOwner", [node, name.address])
  }
  await onRegistry("setSubnodeRecord", [namehash("eth"), labelhash(OFFCHAIN_LABEL), me, offchainResolver, 0n])
  await send(offchainResolver, encodeFunctionData({ abi: artifacts.OffchainResolver.abi, functionName: "setUrl", args: [gatewayUrl] }))
  await onRegistry("setSubnodeOwner", [namehash("reverse"), labelhash("addr"), reverseRegistrar])

  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
  const failed = receipts.find((receipt) => receipt.status !== "success")
  if (failed !== undefined) throw new Error(`ENS: ${failed.transactionHash} reverted`)
  return { registry, universalResolver, publicResolver, reverseRegistrar, offchainResolver }
}
