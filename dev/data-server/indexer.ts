// The history indexer (issue 9): follows the local EVM chain's blocks and turns native transfers and ERC-20 /
// ERC-721 Transfer logs into SPEC §3 Transactions per account. It catches up before every history answer (so
// a transfer mined a moment ago is there) and in the background; blocks are read once, in order.
import { type Address, decodeAbiParameters, formatUnits, getAddress, type Hex, keccak256, type PublicClient, toHex } from "viem"
import type { Transaction, TransactionTransfer } from "../../schemas/entities/Transaction.js"
import type { EvmFixtures } from "./deploy.js"
import { priceOf, usd } from "./prices.js"

const TRANSFER_TOPIC = keccak256(toHex("Transfer(address,address,uint256)"))
const ZERO = "0x0000000000000000000000000000000000000000"

/** Transfers of one transaction, before they are viewed from one account. */
interface RawTransfer {
  readonly from: Address
  readonly to: Address
  readonly kind: "native" | "erc20" | "erc721"
  readonly contract?: Address
  readonly amount: bigint
}

interface IndexedTx {
  readonly hash: Hex
  readonly from: Address
  readonly to: Address | null
  readonly nonce: number
  readonly minedAt: string
  readonly status: "confirmed" | "failed"
  readonly transfers: ReadonlyArray<RawTransfer>
}

export interface Indexer {
  /** Reads every block not read yet. */
  readonly catchUp: () => Promise<void>
  /** The account's transactions, newest first. */
  readonly history: (address: string) => ReadonlyArray<Transaction>
  /** Stops following the chain. */
  readonly stop: () => void
}

/** An on-chain `data:…;utf8,` image as a base64 data URI: a raw `#` (an SVG colour) would start a URL fragment. */
const previewUrl = (image: string): string => {
  const utf8 = /^data:([^;,]+);utf8,(.*)$/s.exec(image)
  return utf8 === null ? image : `data:${utf8[1]};base64,${Buffer.from(utf8[2] ?? "", "utf8").toString("base64")}`
}

const topicAddress = (topic: Hex | undefined): Address => getAddress(`0x${(topic ?? "0x").slice(-40)}`)

/**
 * `tradeContracts`: contracts whose calls are swaps (the local exchange's router, issue 25): those transactions are
 * "trade" rows, as the hosted history names swaps. The coin a token → ETH swap pays out moves inside the router
 * (no transaction value, no log of ours), so such a row lists only what left the account.
 */
export const startIndexer = (
  client: PublicClient,
  chainCaip: string,
  fixtures: EvmFixtures,
  followMs = 250,
  tradeContracts: ReadonlyArray<string> = []
): Indexer => {
  const trades = new Set(tradeContracts.map((a) => a.toLowerCase()))
  let next = 0n
  const txs: Array<IndexedTx> = []
  const tokens = new Map(fixtures.tokens.map((t) => [t.address.toLowerCase(), t]))
  const nftMeta = new Map<string, { name: string; image: string }>()
  let running: Promise<void> | undefined

  const nftInfo = async (contract: Address, id: bigint) => {
    const key = `${contract.toLowerCase()}:${id}`
    const known = nftMeta.get(key)
    if (known !== undefined) return known
    const uri = await client.readContract({ address: contract, abi: fixtures.contracts.TestCollection.abi, functionName: "tokenURI", args: [id] })
    const text = typeof uri === "string" && uri.startsWith("data:application/json,") ? uri.slice("data:application/json,".length) : "{}"
    const parsed: unknown = JSON.parse(text)
    const name = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "name") : undefined
    const image = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "image") : undefined
    const meta = { name: typeof name === "string" ? name : `#${id}`, image: typeof image === "string" ? previewUrl(image) : "" }
    nftMeta.set(key, meta)
    return meta
  }

  const readBlock = async (number: bigint) => {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    const minedAt = new Date(Number(block.timestamp) * 1000).toISOString()
    for (const tx of block.transactions) {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      const transfers: Array<RawTransfer> = []
      if (tx.value > 0n && tx.to !== null) transfers.push({ from: getAddress(tx.from), to: getAddress(tx.to), kind: "native", amount: tx.value })
      for (const log of receipt.logs) {
        if (log.topics[0] !== TRANSFER_TOPIC) continue
        const from = topicAddress(log.topics[1])
        const to = topicAddress(log.topics[2])
        if (log.topics.length === 4) {
          const id = BigInt(log.topics[3] ?? "0x0")
          transfers.push({ from, to, kind: "erc721", contract: getAddress(log.address), amount: id })
          await nftInfo(getAddress(log.address), id).catch(() => undefined)
        } else if (log.topics.length === 3 && tokens.has(log.address.toLowerCase())) {
          const [amount] = decodeAbiParameters([{ type: "uint256" }], log.data)
          transfers.push({ from, to, kind: "erc20", contract: getAddress(log.address), amount })
        }
      }
      txs.push({
        hash: tx.hash,
        from: getAddress(tx.from),
        to: tx.to === null ? null : getAddress(tx.to),
        nonce: tx.nonce,
        minedAt,
        status: receipt.status === "success" ? "confirmed" : "failed",
        transfers
      })
    }
  }

  const catchUp = (): Promise<void> => {
    running ??= (async () => {
      try {
        const latest = await client.getBlockNumber({ cacheTime: 0 })
        while (next <= latest) {
          await readBlock(next)
          next += 1n
        }
      } finally {
        running = undefined
      }
    })()
    return running
  }

  const viewTransfer = (t: RawTransfer, me: string): TransactionTransfer | undefined => {
    const from = t.from.toLowerCase()
    const to = t.to.toLowerCase()
    if (from !== me && to !== me) return undefined
    const direction = from === me && to === me ? "self" : from === me ? "out" : "in"
    if (t.kind === "erc721") {
      const meta = nftMeta.get(`${t.contract?.toLowerCase()}:${t.amount}`)
      return {
        direction,
        quantity: { numeric: "1" },
        nft_info: {
          ...(t.contract === undefined ? {} : { contract_address: t.contract }),
          token_id: String(t.amount),
          name: meta?.name ?? `#${t.amount}`,
          flags: { is_spam: false },
          content: { preview: { url: meta?.image ?? "", content_type: "image/svg+xml" } }
        }
      }
    }
    const token = t.kind === "erc20" ? tokens.get(t.contract?.toLowerCase() ?? "") : undefined
    const symbol = token?.symbol ?? "ETH"
    const numeric = formatUnits(t.amount, token?.decimals ?? 18)
    return {
      direction,
      quantity: { numeric },
      price: priceOf(symbol),
      value: usd(Number(numeric) * priceOf(symbol)),
      fungible_info: { name: token?.name ?? "Ether", symbol, icon: { url: `/icons/${symbol}.svg` } }
    }
  }

  const history = (address: string): ReadonlyArray<Transaction> => {
    const me = address.toLowerCase()
    const out: Array<Transaction> = []
    for (let i = txs.length - 1; i >= 0; i--) {
      const tx = txs[i]
      if (tx === undefined) continue
      const transfers = tx.transfers.flatMap((t) => viewTransfer(t, me) ?? [])
      if (transfers.length === 0 && tx.from.toLowerCase() !== me) continue
      const mine = tx.transfers.filter((t) => t.from.toLowerCase() === me || t.to.toLowerCase() === me)
      const first = mine[0]
      const operationType = mine.some((t) => t.from === ZERO)
        ? "mint"
        : tx.to !== null && trades.has(tx.to.toLowerCase()) && tx.from.toLowerCase() === me
          ? "trade"
        : transfers.length === 0
          ? "execute"
          : transfers.every((t) => t.direction === "in")
            ? "receive"
            : "send"
      out.push({
        id: tx.hash,
        metadata: {
          operationType,
          hash: tx.hash,
          minedAt: tx.minedAt,
          sentFrom: first?.from ?? tx.from,
          sentTo: first?.to ?? tx.to ?? ZERO,
          status: tx.status,
          nonce: tx.nonce,
          chain: chainCaip
        },
        transfers
      })
    }
    return out
  }

  const timer = setInterval(() => void catchUp().catch(() => undefined), followMs)
  timer.unref()
  return { catchUp, history, stop: () => clearInterval(timer) }
}
