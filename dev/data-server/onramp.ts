// The data server's onramp routes (SPEC §7, issue 25): options, quote and the onramp URL of the hosted API,
// answered by the local provider (dev/onramp/), plus the provider's own checkout page and settlement under /dev.
import type { IncomingMessage, ServerResponse } from "node:http"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { DEFAULT_ONRAMP_OPTIONS, OnrampQuoteBody, type OnrampOptions, OnrampUrlBody } from "../../schemas/api/blockchainApi.js"
import { checkoutPage } from "../onramp/page.js"
import type { OnrampProvider } from "../onramp/provider.js"
import { priceQuote } from "../onramp/quote.js"

type Reply = (res: ServerResponse, status: number, body: unknown) => void

/** GET /v1/onramp/options: the SPEC §3/§9 currencies and limits, with the local chain first so the demo can buy. */
export const localOnrampOptions = (local: { readonly name: string; readonly chainId: number }): OnrampOptions => ({
  paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
  purchaseCurrencies: DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.map((c) => ({
    ...c,
    networks: [{ name: local.name, display_name: "Anvil (local)", chain_id: String(local.chainId) }, ...c.networks]
  }))
})

const field = (body: unknown, key: string): string =>
  typeof body === "object" && body !== null && typeof Reflect.get(body, key) === "string" ? String(Reflect.get(body, key)) : ""

/** Answers the onramp routes; false when `path` is not one of them. */
export const onrampRoute = async (a: {
  readonly provider: OnrampProvider
  readonly chainId: number
  readonly base: string
  readonly req: IncomingMessage
  readonly res: ServerResponse
  readonly url: URL
  readonly readBody: (req: IncomingMessage) => Promise<unknown>
  readonly json: Reply
  readonly reasons: (res: ServerResponse, status: number, description: string) => void
}): Promise<boolean> => {
  const { provider, req, res, url, json, reasons } = a
  const path = url.pathname
  const method = req.method ?? "GET"
  if (path === "/v1/generators/onrampurl" && method === "POST") {
    const body = Schema.decodeUnknownEither(OnrampUrlBody)(await a.readBody(req))
    if (Either.isLeft(body)) return (reasons(res, 400, "Invalid body"), true)
    const session = provider.open(body.right)
    if (session === undefined) return (reasons(res, 400, "Invalid destination wallet"), true)
    const page = new URL("/dev/onramp", a.base)
    page.searchParams.set("session", session.id)
    if (session.presetFiatAmount !== undefined) page.searchParams.set("presetFiatAmount", String(session.presetFiatAmount))
    return (json(res, 200, { url: page.href }), true)
  }
  if (path === "/v1/onramp/options") return (json(res, 200, localOnrampOptions({ name: provider.networkName, chainId: a.chainId })), true)
  if (path === "/v1/onramp/quote" && method === "POST") {
    const body = Schema.decodeUnknownEither(OnrampQuoteBody)(await a.readBody(req))
    if (Either.isLeft(body)) return (reasons(res, 400, "Invalid body"), true)
    const priced = priceQuote(body.right, `local-${crypto.randomUUID()}`)
    if (priced === undefined) return (reasons(res, 400, "The amount does not cover the network fee"), true)
    return (json(res, 200, priced.quote), true)
  }
  if (path === "/dev/onramp" && method === "GET") {
    const session = provider.session(url.searchParams.get("session") ?? "")
    res.writeHead(session === undefined ? 404 : 200, { "content-type": "text/html; charset=utf-8" })
    res.end(
      checkoutPage(
        session === undefined
          ? undefined
          : {
            session: session.id,
            asset: session.asset ?? "crypto",
            network: session.network,
            address: session.address,
            amount: url.searchParams.get("presetFiatAmount") ?? "",
            currency: url.searchParams.get("fiatCurrency") ?? "USD"
          }
      )
    )
    return true
  }
  if (path === "/dev/onramp/settle" && method === "POST") {
    const body = await a.readBody(req)
    const result = await provider.settle({ session: field(body, "session"), card: field(body, "card"), amount: field(body, "amount"), currency: field(body, "currency") })
    return (json(res, result.ok ? 200 : 402, result), true)
  }
  return false
}
