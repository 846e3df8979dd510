/** The Onramp view over the Onramp service: a fresh draft on mount, the options and quote formatted here, intents forwarded. */
import * as Effect from "effect/Effect"
import { type ReactNode, useLayoutEffect } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { ONRAMP_PAYMENT_METHODS, type OnrampPaymentMethod } from "../../schemas/constants.js"
import type { OnrampAmount } from "../../schemas/entities/OnrampQuote.js"
import { OnrampFeature, type OnrampShape, type OnrampState } from "../../services/Onramp.js"
import { OnrampView } from "../views/onramp/OnrampView.js"
import { onrampCss } from "../views/onramp/onrampStyles.js"
import { sendCss } from "../views/sendStyles.js"
import { useLoadedService } from "./useLoadedService.js"
import { Loading } from "../components/Loading.js"
import { useMessages } from "../i18n/I18nContext.js"

const load = Effect.flatMap(OnrampFeature, (feature) => feature.load)
const stateOf = (onramp: OnrampShape) => onramp.state

const shown = (a: OnrampAmount): string => `${a.amount} ${a.currency}`

const isMethod = (value: string): value is OnrampPaymentMethod => (ONRAMP_PAYMENT_METHODS as ReadonlyArray<string>).includes(value)

export const OnrampContainer = (): ReactNode => {
  const loaded = useLoadedService(load, stateOf)
  return (
    <>
      <style>{sendCss + onrampCss}</style>
      {loaded === undefined ? <Loading /> : <OnrampForm state={loaded[0]} onramp={loaded[1]} />}
    </>
  )
}

const OnrampForm = ({ state: s, onramp }: { readonly state: OnrampState; readonly onramp: OnrampShape }): ReactNode => {
  const { run } = useLoaded().internals
  const messages = useMessages()
  // Before the first paint: a keystroke can land between paint and a passive effect, and the fresh draft would wipe it.
  useLayoutEffect(() => {
    run(onramp.start)
  }, [run, onramp])
  const currencies = s.options?.purchaseCurrencies ?? []
  const networks = currencies.find((c) => c.id === s.asset)?.networks ?? []
  const quote = s.quote.status === "ready" ? s.quote : undefined
  return (
    <OnrampView
      canBuy={s.options === undefined || s.address !== undefined}
      amount={s.amount}
      amountError={s.amountError}
      currency={s.paymentCurrency}
      currencies={(s.options?.paymentCurrencies ?? []).map((c) => ({ value: c.id, label: c.id }))}
      method={s.method}
      methods={ONRAMP_PAYMENT_METHODS.map((m) => ({ value: m, label: messages.onramp.methods[m] }))}
      asset={s.asset}
      assets={currencies.map((c) => ({ value: c.id, label: c.symbol }))}
      network={s.network}
      networks={networks.map((n) => ({ value: n.name, label: n.display_name }))}
      quoteLoading={s.quote.status === "loading"}
      quote={quote === undefined ? undefined : {
        total: shown(quote.quote.paymentTotal),
        subtotal: shown(quote.quote.paymentSubtotal),
        networkFee: shown(quote.quote.networkFee),
        receive: quote.estimate ? messages.onramp.shownByProvider : shown(quote.quote.purchaseAmount),
        estimate: quote.estimate
      }}
      checkout={s.checkout.status}
      checkoutText={s.checkout.status === "landed" ? `${s.checkout.amount} ${s.checkout.symbol}` : s.checkout.status === "failed" ? s.checkout.error : undefined}
      onAmount={(amount) => run(onramp.setAmount(amount))}
      onCurrency={(currency) => run(onramp.setPaymentCurrency(currency))}
      onMethod={(method) => isMethod(method) && run(onramp.setMethod(method))}
      onAsset={(asset) => run(onramp.setAsset(asset))}
      onNetwork={(network) => run(onramp.setNetwork(network))}
      onBuy={() => run(onramp.buy)}
      onDone={() => run(Effect.zipRight(onramp.start, intents.goBack()))}
    />
  )
}
