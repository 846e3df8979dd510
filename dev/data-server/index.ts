// Starts the local data server against running chains: deploys the EVM fixtures, prepares the Solana ones,
// starts the indexer and the HTTP server (issue 9). dev/stack.ts calls this; tests can too.
import type { Anvil } from "../anvil.js"
import type { Surfpool } from "../surfpool.js"
import { deployEvmFixtures, type EvmFixtures, localPublicClient } from "./deploy.js"
import { deployExchange, type Exchange } from "../exchange/deploy.js"
import { startIndexer } from "./indexer.js"
import { type DataServer, startDataServer } from "./server.js"
import { prepareSolana } from "./solana.js"

export interface LocalDataServer extends DataServer {
  readonly fixtures: EvmFixtures
  /** The local exchange the convert endpoints answer from (issue 25). */
  readonly exchange: Exchange
}

export const startLocalDataServer = async (options: {
  readonly anvil: Pick<Anvil, "rpcUrl" | "chainId">
  readonly surfpool?: Surfpool
  readonly allowedOrigins?: ReadonlyArray<string>
  readonly port?: number
}): Promise<LocalDataServer> => {
  const { rpcUrl, chainId } = options.anvil
  const deploying = deployEvmFixtures(rpcUrl, chainId)
  const [fixtures, exchange] = await Promise.all([deploying, deployExchange(rpcUrl, chainId, deploying.then((f) => f.tokens))])
  const client = localPublicClient(rpcUrl, chainId)
  const caip = `eip155:${chainId}`
  const indexer = startIndexer(client, caip, fixtures, undefined, [exchange.router])
  await indexer.catchUp()
  const server = await startDataServer({
    evm: { client, caip, fixtures, indexer, exchange },
    ...(options.surfpool === undefined ? {} : { solana: await prepareSolana(options.surfpool, "solana:localnet") }),
    ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
    ...(options.port === undefined ? {} : { port: options.port })
  })
  return { ...server, fixtures, exchange }
}
