// The local onramp provider (issue 25): what Coinbase Onramp is to the hosted API, offline. The data server
// hands out a session per `POST /v1/generators/onrampurl`; the provider's page (page.ts) takes a test card and
// settles: anvil account 6 sends the purchase to the destination (ETH, or wUSD minted as the USDC stand-in), and
// the purchase is recorded for the history's `onramp=coinbase` answer (SPEC §3 coinbaseTransactions).
import { custom, createWalletClient, getAddress, isAddress, parseAbi, type Hex, type PublicClient } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { OnrampUrlBody } from "../../schemas/api/blockchainApi.js"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import type { DeployedToken } from "../data-server/deploy.js"
import { isLocalAsset, LOCAL_ASSETS, type LocalAsset, priceQuote } from "./quote.js"

/** Test cards (the usual processor test numbers): one settles, one is declined. */
export const TEST_CARDS = { approved: "4242424242424242", declined: "4000000000000002" } as const
export const CARD_DECLINED = "Your card was declined."

/** The provider's funder: anvil account 6 (shared/notes: deployers and funders never share an account). */
const FUNDER = ANVIL_ACCOUNTS[6]

const MINT_ABI = parseAbi(["function mint(address to, uint256 value)"])

/** One checkout the data server opened for the modal. */
export interface OnrampSession {
  readonly id: string
  readonly address: `0x${string}`
  readonly network: string
  readonly asset: LocalAsset | undefined
  readonly presetFiatAmount: number | undefined
}

/** One settled purchase. */
interface Purchase {
  readonly id: string
  readonly address: `0x${string}`
  readonly asset: LocalAsset
  readonly amount: string
  readonly hash: Hex
  readonly minedAt: string
}

export type SettleResult = { readonly ok: true; readonly hash: Hex; readonly amount: string; readonly asset: string } | { readonly ok: false; readonly reason: string }

export interface OnrampProvider {
  /** The local chain's network name, as the options and the onramp URL name it. */
  readonly networkName: string
  readonly open: (body: OnrampUrlBody) => OnrampSession | undefined
  readonly session: (id: string) => OnrampSession | undefined
  readonly settle: (a: { readonly session: string; readonly card: string; readonly amount: string; readonly currency: string }) => Promise<SettleResult>
  /** SPEC §3 coinbaseTransactions of an address, newest first. */
  readonly purchases: (address: string) => ReadonlyArray<Transaction>
  /** True when `hash` is a purchase's settlement (Activity shows it as a buy). */
  readonly isPurchase: (hash: string | undefined) => boolean
}

export const makeOnrampProvider = (a: {
  readonly client: PublicClient
  readonly caip: string
  readonly tokens: ReadonlyArray<DeployedToken>
  readonly networkName: string
}): OnrampProvider => {
  if (FUNDER === undefined) throw new Error("anvil account 6 missing")
  const wallet = createWalletClient({
    chain: a.client.chain,
    transport: custom({ request: (args) => a.client.request(args) }),
    account: privateKeyToAccount(FUNDER.privateKey)
  })
  const sessions = new Map<string, OnrampSession>()
  const purchases: Array<Purchase> = []
  // One settlement at a time: the funder's nonces never race.
  let queue: Promise<unknown> = Promise.resolve()

  const fund = async (to: `0x${string}`, asset: LocalAsset, units: bigint): Promise<Hex> => {
    const token = a.tokens.find((t) => t.symbol === LOCAL_ASSETS[asset].symbol)
    const hash = asset === "ETH"
      ? await wallet.sendTransaction({ to, value: units, chain: a.client.chain })
      : await wallet.writeContract({ address: token?.address ?? "0x", abi: MINT_ABI, functionName: "mint", args: [to, units], chain: a.client.chain })
    const receipt = await a.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== "success") throw new Error(`onramp: ${hash} reverted`)
    return hash
  }

  const settle: OnrampProvider["settle"] = (s) => {
    const session = sessions.get(s.session)
    if (session === undefined) return Promise.resolve({ ok: false, reason: "This checkout has expired." })
    if (session.network !== a.networkName) return Promise.resolve({ ok: false, reason: "This network is not available on the local provider." })
    if (session.asset === undefined) return Promise.resolve({ ok: false, reason: "This asset is not available on the local provider." })
    const card = s.card.replace(/\D/g, "")
    if (card === TEST_CARDS.declined) return Promise.resolve({ ok: false, reason: CARD_DECLINED })
    if (card !== TEST_CARDS.approved) return Promise.resolve({ ok: false, reason: "Use the test card 4242 4242 4242 4242." })
    const asset = session.asset
    const priced = /^\d+(\.\d{1,2})?$/.test(s.amount)
      ? priceQuote({ amount: s.amount, paymentCurrency: s.currency, purchaseCurrency: asset }, session.id)
      : undefined
    if (priced === undefined) return Promise.resolve({ ok: false, reason: "The amount does not cover the network fee." })
    const run = queue.then(async (): Promise<SettleResult> => {
      const hash = await fund(session.address, asset, priced.units)
      sessions.delete(session.id)
      purchases.push({ id: session.id, address: session.address, asset, amount: priced.quote.purchaseAmount.amount, hash, minedAt: new Date().toISOString() })
      return { ok: true, hash, amount: priced.quote.purchaseAmount.amount, asset }
    })
    queue = run.catch(() => undefined)
    return run
  }

  return {
    networkName: a.networkName,
    open: (body) => {
      const destination = body.destinationWallets[0]
      if (destination === undefined || !isAddress(destination.address)) return undefined
      const symbol = destination.assets?.[0] ?? "ETH"
      const session: OnrampSession = {
        id: `onramp-${crypto.randomUUID()}`,
        address: getAddress(destination.address),
        network: body.defaultNetwork ?? destination.blockchains[0] ?? "",
        asset: isLocalAsset(symbol) ? symbol : undefined,
        presetFiatAmount: body.presetFiatAmount
      }
      sessions.set(session.id, session)
      return session
    },
    session: (id) => sessions.get(id),
    settle,
    purchases: (address) =>
      purchases
        .filter((p) => p.address.toLowerCase() === address.toLowerCase())
        .reverse()
        .map((p): Transaction => ({
          id: p.id,
          metadata: { operationType: "buy", hash: p.hash, minedAt: p.minedAt, sentFrom: FUNDER.address, sentTo: p.address, status: "confirmed", chain: a.caip },
          transfers: [{ fungible_info: { name: p.asset, symbol: p.asset }, direction: "in", quantity: { numeric: p.amount } }]
        })),
    isPurchase: (hash) => hash !== undefined && purchases.some((p) => p.hash === hash)
  }
}
