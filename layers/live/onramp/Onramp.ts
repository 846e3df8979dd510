/**
 * The Onramp service (services/Onramp.ts), in its own chunk: loaded by OnrampFeature on first use. Each change to
 * the draft re-checks the SPEC §9 limits and asks for a quote after SPEC §9's debounce (a newer change interrupts
 * the older quote); `buy` opens the provider's page through Device and watches the history's `onramp` answer on
 * a Schedule until the purchase lands (a newer `buy` overtakes an older watch).
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as FiberHandle from "effect/FiberHandle"
import * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { MOCKED_ONRAMP_QUOTE_ID, type OnrampOptions, type OnrampUrlBody } from "../../../schemas/api/blockchainApi.js"
import { DEBOUNCE_DEFAULT_MS, type OnrampPaymentMethod } from "../../../schemas/constants.js"
import type { Transaction } from "../../../schemas/entities/Transaction.js"
import { Account } from "../../../services/Account.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { Device } from "../../../services/Device.js"
import type { OnrampShape, OnrampState } from "../../../services/Onramp.js"
import { Portfolio } from "../../../services/Portfolio.js"
import { amountError } from "./limits.js"

/** How often the history is asked whether the purchase landed while the provider's page is open. */
export const ONRAMP_WATCH_INTERVAL_MS = 2000
/** How long a purchase is waited for before the watch gives up (the provider's checkout is a visitor's pace). */
export const ONRAMP_WATCH_MAX_MS = 30 * 60_000

/** The provider's URL parameters for the fiat currency and the payment method (Coinbase Onramp's names). */
const PROVIDER_METHOD: { readonly [M in OnrampPaymentMethod]: string } = { card: "CARD", ach_bank_account: "ACH_BANK_ACCOUNT" }

export type OnrampDependencies = BlockchainApi | Account | Device | Portfolio

const EMPTY: OnrampState = {
  options: undefined,
  address: undefined,
  paymentCurrency: "USD",
  method: "card",
  asset: "ETH",
  network: undefined,
  amount: "",
  amountError: undefined,
  quote: { status: "idle" },
  checkout: { status: "idle" }
}

/** The asset's network on the chain `caipNetworkId` names, else its first. */
const networkFor = (options: OnrampOptions, asset: string, caipNetworkId: string | undefined): string | undefined => {
  const networks = options.purchaseCurrencies.find((c) => c.id === asset)?.networks ?? []
  const chainId = caipNetworkId?.split(":")[1]
  return (networks.find((n) => n.chain_id === chainId) ?? networks[0])?.name
}

/** The draft with `options` merged in: their asset, fiat currency and network; the amount and method as they are. */
const withOptions = (s: OnrampState, options: OnrampOptions, caipNetworkId: string): OnrampState => {
  const asset = options.purchaseCurrencies.some((c) => c.id === "ETH") ? "ETH" : (options.purchaseCurrencies[0]?.id ?? "ETH")
  const paymentCurrency = options.paymentCurrencies[0]?.id ?? "USD"
  return { ...s, options, asset, paymentCurrency, network: networkFor(options, asset, caipNetworkId) }
}

const isNew = (known: ReadonlySet<string>) => (tx: Transaction) => !known.has(tx.id) && tx.metadata.status === "confirmed"

export const makeOnramp: Effect.Effect<OnrampShape, never, OnrampDependencies | Scope.Scope> = Effect.gen(function*() {
  const api = yield* BlockchainApi
  const account = yield* Account
  const device = yield* Device
  const portfolio = yield* Portfolio
  const state = yield* SubscriptionRef.make(EMPTY)
  const quoting = yield* FiberHandle.make()
  const watching = yield* FiberHandle.make()
  const options = yield* FiberHandle.make()

  const evm = Effect.map(account.state.get, (accounts) => accounts.eip155)
  const caipNetworkId = Effect.map(evm, (a) => a?.caipNetworkId ?? "eip155:1")

  /** Re-checks the limits and asks for the draft's quote after the debounce; the previous quote is interrupted. */
  const requote = (change: (s: OnrampState) => OnrampState) =>
    Effect.gen(function*() {
      const s = yield* SubscriptionRef.updateAndGet(state, (before): OnrampState => {
        const next = change(before)
        return { ...next, amountError: amountError(next.amount, next.paymentCurrency, next.method, next.options), quote: { status: "idle" } }
      })
      yield* FiberHandle.clear(quoting)
      if (s.amountError !== undefined || s.amount.trim().length === 0 || s.network === undefined) return
      const body = { purchaseCurrency: s.asset, paymentCurrency: s.paymentCurrency, amount: s.amount.trim(), network: s.network }
      yield* SubscriptionRef.update(state, (now): OnrampState => ({ ...now, quote: { status: "loading" } }))
      yield* FiberHandle.run(
        quoting,
        Effect.sleep(DEBOUNCE_DEFAULT_MS).pipe(
          Effect.zipRight(Effect.flatMap(caipNetworkId, (id) => api.getOnrampQuote({ caipNetworkId: id, body }))),
          Effect.flatMap((quote) =>
            SubscriptionRef.update(state, (now): OnrampState => ({ ...now, quote: { status: "ready", quote, estimate: quote.quoteId === MOCKED_ONRAMP_QUOTE_ID } }))
          )
        )
      )
    })

  /** Asks the history on a Schedule until a purchase not in `known` lands, then reads the balances again. */
  const watch = (caip: string, address: string, known: ReadonlySet<string> | undefined) =>
    Effect.gen(function*() {
      const purchases = Effect.map(api.getHistory({ caipNetworkId: caip, account: address, onramp: "coinbase" }), (page) => page.data)
      let baseline = known
      const landed = yield* purchases.pipe(
        Effect.flatMap((data) => {
          if (baseline === undefined) baseline = new Set(data.map((tx) => tx.id))
          const found = data.find(isNew(baseline))
          return found === undefined ? Effect.fail("not yet" as const) : Effect.succeed(found)
        }),
        Effect.retry(Schedule.spaced(ONRAMP_WATCH_INTERVAL_MS).pipe(Schedule.upTo(ONRAMP_WATCH_MAX_MS)))
      )
      const received = landed.transfers[0]
      yield* SubscriptionRef.update(state, (s): OnrampState => ({
        ...s,
        checkout: { status: "landed", amount: received?.quantity.numeric ?? "", symbol: received?.fungible_info?.symbol ?? s.asset }
      }))
      yield* Effect.all(
        [
          account.refreshBalance("eip155").pipe(Effect.ignore),
          api.getBalances({ caipNetworkId: caip, address, forceUpdate: "onramp" }).pipe(Effect.ignore, Effect.zipRight(portfolio.loadTokens)),
          portfolio.loadTransactions(true)
        ],
        { concurrency: "unbounded", discard: true }
      )
    }).pipe(Effect.tapErrorCause((cause) => Effect.logDebug("onramp purchase not seen", cause)), Effect.ignore)

  const buy = Effect.gen(function*() {
    const s = yield* SubscriptionRef.get(state)
    if (s.quote.status !== "ready" || s.address === undefined || s.network === undefined || s.checkout.status === "opening") return
    const address = s.address
    const caip = yield* caipNetworkId
    yield* SubscriptionRef.update(state, (now): OnrampState => ({ ...now, checkout: { status: "opening" } }))
    const body: OnrampUrlBody = {
      destinationWallets: [{ address, blockchains: [s.network], assets: [s.asset] }],
      defaultNetwork: s.network,
      partnerUserId: address,
      defaultExperience: "buy",
      presetFiatAmount: Number(s.amount.trim())
    }
    const known = yield* api.getHistory({ caipNetworkId: caip, account: address, onramp: "coinbase" }).pipe(
      Effect.map((page): ReadonlySet<string> | undefined => new Set(page.data.map((tx) => tx.id))),
      Effect.orElseSucceed(() => undefined)
    )
    const opened = yield* api.getOnrampUrl({ caipNetworkId: caip, body }).pipe(
      Effect.map((url) => {
        const page = new URL(url)
        page.searchParams.set("fiatCurrency", s.paymentCurrency)
        page.searchParams.set("defaultPaymentMethod", PROVIDER_METHOD[s.method])
        return page.href
      }),
      Effect.either
    )
    if (opened._tag === "Left") {
      return yield* SubscriptionRef.update(state, (now): OnrampState => ({ ...now, checkout: { status: "failed", error: opened.left.message } }))
    }
    yield* device.openLink(opened.right)
    yield* SubscriptionRef.update(state, (now): OnrampState => ({ ...now, checkout: { status: "open" } }))
    yield* FiberHandle.run(watching, watch(caip, address, known))
  })

  const shape: OnrampShape = {
    state,
    start: Effect.gen(function*() {
      const a = yield* evm
      const caip = a?.caipNetworkId ?? "eip155:1"
      // The fresh draft at once: the form is on screen while the options load, and what the visitor types
      // meanwhile must outlive their arrival (it was wiped when the draft was set only after them).
      yield* FiberHandle.clear(quoting)
      yield* SubscriptionRef.set(state, { ...EMPTY, address: a?.address })
      // A newer start overtakes an older one's options.
      const merged = api.getOnrampOptions({ caipNetworkId: caip }).pipe(Effect.flatMap((loaded) => requote((s) => withOptions(s, loaded, caip))))
      yield* Fiber.await(yield* FiberHandle.run(options, merged))
    }),
    setAmount: (amount) => requote((s): OnrampState => ({ ...s, amount, checkout: { status: "idle" } })),
    setPaymentCurrency: (paymentCurrency) => requote((s): OnrampState => ({ ...s, paymentCurrency })),
    setMethod: (method) => requote((s): OnrampState => ({ ...s, method })),
    setAsset: (asset) =>
      Effect.flatMap(caipNetworkId, (caip) =>
        requote((s): OnrampState => ({ ...s, asset, network: s.options === undefined ? s.network : networkFor(s.options, asset, caip) }))),
    setNetwork: (network) => requote((s): OnrampState => ({ ...s, network })),
    buy
  }
  return shape
})
