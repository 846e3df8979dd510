// ENS on the dev chain as one part of the stack (dev/stack.ts): the CCIP-read gateway, then the contracts and
// names pointed at it. Runs beside the data server's deploy (its own deployer, anvil account 7).
import type { Anvil } from "../anvil.js"
import { deployEns, type EnsDeployment } from "./deploy.js"
import { type EnsGateway, startEnsGateway } from "./gateway.js"

export interface LocalEns extends EnsDeployment {
  readonly gateway: EnsGateway
  readonly stop: () => Promise<void>
}

export const startEns = async (anvil: Pick<Anvil, "rpcUrl" | "chainId">): Promise<LocalEns> => {
  const gateway = await startEnsGateway()
  try {
    const deployment = await deployEns(anvil.rpcUrl, anvil.chainId, gateway.url)
    gateway.signFor(deployment.offchainResolver)
    return { ...deployment, gateway, stop: gateway.stop }
  } catch (error) {
    await gateway.stop()
    throw error
  }
}
