// The local data server (issue 9, ARCHITECTURE §5): one HTTP server on 127.0.0.1 answering the SPEC §7 routes
// from the local chains: the blockchain data API at /, the wallet explorer under /explorer, the analytics
// sink under /analytics, and dev switches and pages under /dev. Nothing is canned: balances are read from
// anvil and Surfpool, history comes from the indexer, names from the verified registry.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { formatUnits, getAddress, isAddress, parseAbi, type PublicClient } from "viem"
import { applyListing } from "../../layers/live/Explorer.js"
import { FungiblePriceBody, RegisterNameBody, RevokeSessionBody } from "../../schemas/api/blockchainApi.js"
import type { ExplorerWallet } from "../../schemas/api/explorer.js"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import { CATALOGUE, generatedWallets, WALLET_IMAGES } from "./catalogue.js"
import type { EvmFixtures } from "./deploy.js"
import type { Indexer } from "./indexer.js"
import { makeNamesRegistry, NAMES_ZONE } from "./names.js"
import { priceOf, usd } from "./prices.js"
import { analyticsPage } from "./analyticsPage.js"
import { LOCAL_EXPLORER_PATH } from "./explorerPath.js"
import { txPage } from "./txPage.js"
import { makeConvert, NATIVE_ADDRESS } from "./convert.js"
import type { Exchange } from "../exchange/deploy.js"
import { makeOnrampProvider } from "../onramp/provider.js"
import { onrampRoute } from "./onramp.js"
import type { SolanaFixtures } from "./solana.js"
import { tokenIcon, withAbsoluteIcons } from "./tokenIcon.js"

/** History page size. */
export const HISTORY_PAGE_SIZE = 20

export interface DataServerOptions {
  readonly evm: { readonly client: PublicClient; readonly caip: string; readonly fixtures: EvmFixtures; readonly indexer: Indexer; readonly exchange: Exchange }
  readonly solana?: SolanaFixtures
  /** Origins the explorer's allow-list holds (the demo's, once known: see `allowOrigin`). */
  readonly allowedOrigins?: ReadonlyArray<string>
  readonly port?: number
}

/** One analytics event as the sink received it. */
export interface SunkEvent {
  readonly receivedAt: number
  readonly query: Readonly<Record<string, string>>
  readonly body: unknown
}

export interface DataServer {
  readonly url: string
  /** Base URLs for the library's `apiUrl`, `explorerUrl`, `analyticsUrl`. */
  readonly apiUrl: string
  readonly explorerUrl: string
  readonly analyticsUrl: string
  /** Every event the analytics sink received, oldest first. */
  readonly events: () => ReadonlyArray<SunkEvent>
  /** Every /getWallets query the explorer answered, oldest first. */
  readonly walletListings: () => ReadonlyArray<{ readonly page: number; readonly entries: number; readonly search: string | undefined }>
  /** Adds an origin to the allow-list. */
  readonly allowOrigin: (origin: string) => void
  readonly stop: () => Promise<void>
}

const ERC20 = parseAbi([
  "function balanceOf(address) view returns (uint256)"
])

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}
const reasons = (res: ServerResponse, status: number, description: string) => json(res, status, { reasons: [{ description }] })

const readBody = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > 1_000_000) req.destroy(new Error("body too large"))
      else chunks.push(chunk)
    })
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      try {
        resolve(text.length === 0 ? undefined : JSON.parse(text))
      } catch (error) {
        reject(error)
      }
    })
    req.on("error", reject)
  })

/** Starts the server (≈ instant: the chains were prepared by the caller). */
export const startDataServer = async (options: DataServerOptions): Promise<DataServer> => {
  const { client, caip, fixtures, indexer, exchange } = options.evm
  const names = makeNamesRegistry(client)
  const sunk: Array<SunkEvent> = []
  const allowed = new Set(options.allowedOrigins ?? [])
  const switches = { explorerDown: false, originListed: true, generatedWallets: 0 }
  /** Generated demo wallets listed after the catalogue (a large catalogue for paging tests); 0 by default. */
  let generated: ReadonlyArray<ExplorerWallet> = []
  const listings: Array<{ readonly page: number; readonly entries: number; readonly search: string | undefined }> = []
  const sessions = new Map<string, { id: string; pci: string; revoked: boolean }>()
  let base = ""
  const evmChainId = Number(caip.split(":")[1])
  const solanaCaip = options.solana?.caip
  const convert = makeConvert({ client, caip, exchange, base: () => base })
  const onramp = makeOnrampProvider({ client, caip, tokens: fixtures.tokens, networkName: "anvil" })

  const supported = () => ({ http: [caip, ...(solanaCaip === undefined ? [] : [solanaCaip])], ws: [] })

  const evmBalances = async (address: `0x${string}`): Promise<ReadonlyArray<TokenBalance>> => {
    const native = await client.getBalance({ address })
    const tokens = await Promise.all(
      fixtures.tokens.map(async (t) => ({ t, amount: await client.readContract({ address: t.address, abi: ERC20, functionName: "balanceOf", args: [address] }) }))
    )
    const entry = (name: string, symbol: string, decimals: number, amount: bigint, tokenAddress?: string): TokenBalance => {
      const numeric = formatUnits(amount, decimals)
      return {
        name,
        symbol,
        chainId: caip,
        ...(tokenAddress === undefined ? {} : { address: `${caip}:${tokenAddress}` }),
        price: priceOf(symbol),
        value: usd(Number(numeric) * priceOf(symbol)),
        quantity: { decimals: String(decimals), numeric },
        iconUrl: `${base}/icons/${symbol}.svg`
      }
    }
    return [
      entry("Ether", "ETH", 18, native),
      ...tokens.filter(({ amount }) => amount > 0n).map(({ t, amount }) => entry(t.name, t.symbol, t.decimals, amount, t.address))
    ]
  }

  const route = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const path = url.pathname
    const q = (key: string) => url.searchParams.get(key) ?? undefined
    const method = req.method ?? "GET"

    // ---------------------------------------------------------------- dev pages and switches
    if (path === "/dev/analytics.json") return json(res, 200, sunk)
    if (path === "/dev/analytics") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      return void res.end(analyticsPage(sunk))
    }
    if (path.startsWith(`${LOCAL_EXPLORER_PATH}/tx/`)) {
      const { status, html } = await txPage(client, path.slice(`${LOCAL_EXPLORER_PATH}/tx/`.length))
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" })
      return void res.end(html)
    }
    if (path === "/dev/switch" && method === "POST") {
      const body = await readBody(req)
      if (typeof body === "object" && body !== null) {
        const down = Reflect.get(body, "explorerDown")
        const listed = Reflect.get(body, "originListed")
        const count = Reflect.get(body, "generatedWallets")
        if (typeof down === "boolean") switches.explorerDown = down
        if (typeof listed === "boolean") switches.originListed = listed
        if (typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= 5000) {
          switches.generatedWallets = count
          generated = generatedWallets(count)
        }
      }
      return json(res, 200, switches)
    }
    if (path === "/dev/sessions" && method === "POST") {
      const id = `session-${sessions.size + 1}`
      sessions.set(id, { id, pci: `pci-${id}`, revoked: false })
      return json(res, 200, sessions.get(id))
    }
    const icon = /^\/icons\/([A-Za-z0-9]{1,8})\.svg$/.exec(path)
    if (icon?.[1] !== undefined) {
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "max-age=3600" })
      return void res.end(tokenIcon(icon[1]))
    }

    // ---------------------------------------------------------------- analytics sink
    if (path === "/analytics/e" && method === "POST") {
      sunk.push({ receivedAt: Date.now(), query: Object.fromEntries(url.searchParams), body: await readBody(req) })
      return json(res, 200, { ok: true })
    }

    // ---------------------------------------------------------------- explorer
    if (path.startsWith("/explorer/")) {
      // "Stopped": the connection drops, as an unreachable explorer would.
      if (switches.explorerDown) return void req.socket.destroy()
      const sub = path.slice("/explorer".length)
      if (sub === "/getWallets") {
        const list = (key: string) => q(key)?.split(",").filter((s) => s.length > 0)
        listings.push({ page: Number(q("page") ?? "1"), entries: Number(q("entries") ?? "40"), search: q("search") })
        const page = applyListing(generated.length === 0 ? CATALOGUE : [...CATALOGUE, ...generated], {
          page: Number(q("page") ?? "1"),
          entries: Math.min(Number(q("entries") ?? "40"), 100),
          ...(q("search") === undefined ? {} : { search: q("search") ?? "" }),
          ...(list("include") === undefined ? {} : { include: list("include") ?? [] }),
          ...(list("exclude") === undefined ? {} : { exclude: list("exclude") ?? [] }),
          ...(list("chains") === undefined ? {} : { chains: list("chains") ?? [] })
        })
        return json(res, 200, page)
      }
      const image = /^\/getWalletImage\/(.+)$/.exec(sub)
      if (image?.[1] !== undefined) {
        const svg = WALLET_IMAGES.get(decodeURIComponent(image[1]))
        if (svg === undefined) return json(res, 404, { message: "no such image" })
        res.writeHead(200, { "content-type": "image/svg+xml" })
        return void res.end(svg)
      }
      if (sub === "/projects/v1/origins") {
        return json(res, 200, { allowedOrigins: switches.originListed ? [...allowed] : [] })
      }
      if (sub === "/getAnalyticsConfig") return json(res, 200, { isAnalyticsEnabled: true })
      return json(res, 404, { message: "not found" })
    }

    // ---------------------------------------------------------------- blockchain data API
    if (path.startsWith("/v1/") && q("projectId") === undefined) return json(res, 401, { message: "Unauthorized: invalid key" })
    if (path === "/v1/supported-chains") return json(res, 200, supported())

    const identity = /^\/v1\/identity\/([^/]+)$/.exec(path)
    if (identity?.[1] !== undefined) return json(res, 200, names.identity(decodeURIComponent(identity[1])))

    const history = /^\/v1\/account\/([^/]+)\/history$/.exec(path)
    if (history?.[1] !== undefined) {
      // Both path forms (SPEC §7): a bare address with `chainId`, or a CAIP-10 account naming its chain.
      const caip10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(.+)$/.exec(decodeURIComponent(history[1]))
      const account = caip10?.[2] ?? decodeURIComponent(history[1])
      const chain = caip10?.[1] ?? q("chainId") ?? caip
      let all: ReadonlyArray<unknown>
      if (chain === caip && q("onramp") === "coinbase") {
        all = onramp.purchases(account)
      } else if (chain === caip) {
        await indexer.catchUp()
        all = indexer.history(account).map((tx) => withAbsoluteIcons(onramp.isPurchase(tx.metadata.hash) ? { ...tx, metadata: { ...tx.metadata, operationType: "buy" } } : tx, base))
      } else if (chain === solanaCaip && options.solana !== undefined) {
        all = (await options.solana.history(account)).map((tx) => withAbsoluteIcons(tx, base))
      } else {
        return json(res, 200, { data: [], next: null })
      }
      const start = Number(q("cursor") ?? "0")
      if (!Number.isInteger(start) || start < 0) return reasons(res, 400, "Invalid cursor")
      const end = start + HISTORY_PAGE_SIZE
      return json(res, 200, { data: all.slice(start, end), next: end < all.length ? String(end) : null })
    }

    const balance = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)
    if (balance?.[1] !== undefined) {
      const address = decodeURIComponent(balance[1])
      const chain = q("chainId") ?? caip
      if (chain === caip && isAddress(address)) return json(res, 200, { balances: await evmBalances(getAddress(address)) })
      if (chain === solanaCaip && options.solana !== undefined) return json(res, 200, { balances: await options.solana.balances(address, base) })
      return json(res, 200, { balances: [] })
    }

    if (path === "/v1/fungible/price" && method === "POST") {
      const body = Schema.decodeUnknownEither(FungiblePriceBody)(await readBody(req))
      if (Either.isLeft(body)) return reasons(res, 400, "Invalid body")
      const fungibles = body.right.addresses.flatMap((a) => {
        // The convert endpoints' native coin (0xeeee…) is priced too, so a swap from or to it shows a fiat value.
        const token = a.toLowerCase().endsWith(NATIVE_ADDRESS) ? { name: "Ether", symbol: "ETH" } : fixtures.tokens.find((t) => a.toLowerCase().endsWith(t.address.toLowerCase()))
        return token === undefined ? [] : [{ name: token.name, symbol: token.symbol, iconUrl: `${base}/icons/${token.symbol}.svg`, price: priceOf(token.symbol) }]
      })
      return json(res, 200, { fungibles })
    }

    const converted = await convert(path, method, q, () => readBody(req))
    if (converted !== undefined) return json(res, converted.status, converted.body)

    const account = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
    if (account?.[1] !== undefined) {
      const record = names.lookup(decodeURIComponent(account[1]))
      return record === undefined ? json(res, 404, { message: "Name not found" }) : json(res, 200, record)
    }
    const reverse = /^\/v1\/profile\/reverse\/([^/]+)$/.exec(path)
    if (reverse?.[1] !== undefined) return json(res, 200, names.reverse(decodeURIComponent(reverse[1])))
    const suggestions = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
    if (suggestions?.[1] !== undefined) return json(res, 200, { suggestions: names.suggestions(decodeURIComponent(suggestions[1]), q("zone") ?? NAMES_ZONE) })
    if (path === "/v1/profile/account" && method === "POST") {
      const body = Schema.decodeUnknownEither(RegisterNameBody)(await readBody(req))
      if (Either.isLeft(body)) return reasons(res, 400, "Invalid body")
      const result = await names.register(body.right)
      return result.ok ? json(res, 200, { success: true }) : reasons(res, 400, result.reason)
    }

    if (await onrampRoute({ provider: onramp, chainId: evmChainId, base, req, res, url, readBody, json, reasons })) return

    const session = /^\/v1\/sessions\/([^/]+)(\/revoke)?$/.exec(path)
    if (session?.[1] !== undefined) {
      const found = sessions.get(decodeURIComponent(session[1]))
      if (found === undefined) return json(res, 404, { message: "Session not found" })
      if (session[2] === undefined) return json(res, 200, found)
      const body = Schema.decodeUnknownEither(RevokeSessionBody)(await readBody(req))
      if (Either.isLeft(body) || body.right.pci !== found.pci) return reasons(res, 400, "Invalid revocation")
      sessions.set(found.id, { ...found, revoked: true })
      return json(res, 200, { success: true })
    }

    return json(res, 404, { message: "not found" })
  }

  const server = createServer((req, res) => {
    res.setHeader("access-control-allow-origin", "*")
    res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS")
    res.setHeader("access-control-allow-headers", "content-type")
    if (req.method === "OPTIONS") {
      res.writeHead(204)
      return void res.end()
    }
    const url = new URL(req.url ?? "/", base)
    route(req, res, url).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { message: String(error) })
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`

  return {
    url: base,
    apiUrl: base,
    explorerUrl: `${base}/explorer`,
    analyticsUrl: `${base}/analytics`,
    events: () => sunk,
    walletListings: () => listings,
    allowOrigin: (origin) => void allowed.add(origin),
    stop: () =>
      new Promise<void>((resolve) => {
        indexer.stop()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
