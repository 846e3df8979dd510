/** walletport's wagmi connector on wagmi 3 (npm latest): `createConfig` and the actions of the `wagmi` package. */
import { createConfig } from "wagmi"
import { connect, disconnect, getAccount, reconnect, switchChain } from "wagmi/actions"
import { walletportWagmi } from "../../runtime/entries/wagmi.js"
import { CHAINS, describeConnector, first, TRANSPORTS } from "./scenarios.js"

describeConnector("wagmi 3", {
  createConfig: (walletport) => createConfig({ chains: CHAINS, transports: TRANSPORTS, ...walletportWagmi(walletport) }),
  connect: (config, chainId) => connect(config, { connector: first(config.connectors), ...(chainId === undefined ? {} : { chainId }) }),
  reconnect: (config) => reconnect(config),
  disconnect: (config) => disconnect(config),
  switchChain: async (config, chainId) => (await switchChain(config, { chainId })).id,
  account: (config) => {
    const account = getAccount(config)
    return { status: account.status, address: account.address, chainId: account.chainId, connectorId: account.connector?.id }
  }
})
