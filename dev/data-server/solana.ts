// The data server's Solana side: a real SPL mint account created on the local chain (Surfpool's
// surfnet_setAccount cheat writes an initialised Token-program mint: getAccountInfo and getTokenSupply answer
// for it), the demo Solana accounts' token balances set in their associated token accounts (setTokenBalance
// cheat), balances read back over Surfpool's JSON-RPC, and the history of Solana accounts (solanaHistory.ts).
import { formatUnits } from "viem"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "../solana-wallet/accounts.js"
import type { Surfpool } from "../surfpool.js"
import { priceOf, usd } from "./prices.js"
import { solanaHistory, type SolanaHistory } from "./solanaHistory.js"

/** The local SPL token; the mint address is base58(sha256("walletport-demo-spl-mint")), a key nobody holds. */
export const TEST_SPL = { mint: "2x2zRbcw7sgpNKWsyGenKmASQbbMfiLogXdejUfYrGwv", name: "Walletport SPL", symbol: "wSPL", decimals: 6, grant: 4200_000000n } as const

export interface SolanaFixtures extends SolanaHistory {
  readonly caip: string
  readonly balances: (address: string, base: string) => Promise<ReadonlyArray<TokenBalance>>
}

const rpc = async (url: string, method: string, params: ReadonlyArray<unknown>): Promise<unknown> => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) })
  const body: unknown = await response.json()
  return typeof body === "object" && body !== null ? Reflect.get(body, "result") : undefined
}

const field = (value: unknown, ...path: ReadonlyArray<string | number>): unknown =>
  path.reduce<unknown>((v, key) => (typeof v === "object" && v !== null ? Reflect.get(v, key) : undefined), value)

/** Creates the SPL mint and gives the demo accounts its token; answers balances and history from the chain. */
export const prepareSolana = async (surfpool: Surfpool, caip: string): Promise<SolanaFixtures> => {
  await surfpool.createMint(TEST_SPL.mint, TEST_SPL.decimals)
  for (const account of [SOLANA_DEMO_ACCOUNT, MULTICHAIN_DEMO_SOLANA_ACCOUNT]) await surfpool.setTokenBalance(account.address, TEST_SPL.mint, TEST_SPL.grant)
  return {
    caip,
    ...solanaHistory(surfpool.rpcUrl, caip, [TEST_SPL]),
    balances: async (address, base) => {
      const lamports = Number(field(await rpc(surfpool.rpcUrl, "getBalance", [address]), "value") ?? 0)
      const accounts = field(await rpc(surfpool.rpcUrl, "getTokenAccountsByOwner", [address, { mint: TEST_SPL.mint }, { encoding: "base64" }]), "value")
      let raw = 0n
      for (const entry of Array.isArray(accounts) ? accounts : []) {
        const data = field(entry, "account", "data", 0)
        // SPL token account layout: mint (32), owner (32), amount (u64 LE) at 64.
        if (typeof data === "string") raw += Buffer.from(data, "base64").readBigUInt64LE(64)
      }
      const entry = (name: string, symbol: string, decimals: number, amount: bigint, token?: string): TokenBalance => {
        const numeric = formatUnits(amount, decimals)
        return {
          name, symbol, chainId: caip, ...(token === undefined ? {} : { address: `${caip}:${token}` }),
          price: priceOf(symbol), value: usd(Number(numeric) * priceOf(symbol)),
          quantity: { decimals: String(decimals), numeric }, iconUrl: `${base}/icons/${symbol}.svg`
        }
      }
      return [entry("Solana", "SOL", 9, BigInt(lamports)), ...(raw > 0n ? [entry(TEST_SPL.name, TEST_SPL.symbol, TEST_SPL.decimals, raw, TEST_SPL.mint)] : [])]
    }
  }
}
