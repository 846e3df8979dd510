/**
 * The Swap view over the Swap service (issue 25): a fresh form on mount and the quote timer stopped on unmount,
 * every amount formatted here, intents forwarded to the service.
 */
import { type ReactNode, useEffect } from "react"
import * as Effect from "effect/Effect"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { type DisplayLocale, displayBalance } from "../../schemas/displayNumbers.js"
import { formatNumber } from "../../schemas/format.js"
import type { SendToken } from "../../schemas/send.js"
import { SWAP_LABELS, SWAP_SLIPPAGE_CHOICES } from "../../schemas/swap.js"
import { formatUnits } from "../../schemas/units.js"
import type { SwapShape, SwapState } from "../../services/Swap.js"
import type { TokenOption } from "../views/send/types.js"
import { sendCss } from "../views/sendStyles.js"
import { type SwapDetails, SwapView } from "../views/swap/SwapView.js"
import { swapCss } from "../views/swap/swapStyles.js"
import { fiatOf } from "./sendFiat.js"
import { useSwapService } from "./useSwapService.js"
import { Loading } from "../components/Loading.js"
import { useI18n } from "../i18n/I18nContext.js"
import { visitorMessage } from "../components/visitorMessage.js"

/** Fraction digits an amount is shown with. */
const DIGITS = 6

const amountText = (units: bigint, token: Pick<SendToken, "decimals">): string => {
  const [whole = "0", fraction = ""] = formatUnits(units, token.decimals).split(".")
  const kept = fraction.slice(0, DIGITS).replace(/0+$/, "")
  return kept === "" ? whole : `${whole}.${kept}`
}

const optionOf = (locale: DisplayLocale) => (t: SendToken): TokenOption => ({
  id: t.id,
  symbol: t.symbol,
  name: t.name,
  balance: displayBalance(t.balance, t.symbol, { decimals: t.decimals, locale }),
  fiat: fiatOf(t.balance, t.decimals, t.price, locale)
})

const detailsOf = (s: SwapState, locale: DisplayLocale): SwapDetails | undefined => {
  const { quote, sell, buy } = s
  const native = s.tokens.find((t) => t.kind === "native")
  if (quote === undefined || sell === undefined || buy === undefined) return undefined
  const rate = Number(formatUnits(quote.buyAmount, buy.decimals)) / Number(formatUnits(quote.sellAmount, sell.decimals))
  const feeFiat = quote.networkFee === undefined || native === undefined ? undefined : fiatOf(quote.networkFee, native.decimals, native.price, locale)
  return {
    // Six significant digits: a rate below 0.01 (wUSD → ETH) must not read "0.00".
    rate: `1 ${sell.symbol} = ${Number(rate.toPrecision(6))} ${buy.symbol}`,
    priceImpact: quote.priceImpact === undefined ? undefined : `${formatNumber(quote.priceImpact)}%`,
    networkFee: quote.networkFee === undefined || native === undefined
      ? undefined
      : `${amountText(quote.networkFee, native)} ${native.symbol}${feeFiat === undefined ? "" : ` (${feeFiat})`}`,
    minimumReceived: `${amountText(quote.minimumReceived, buy)} ${buy.symbol}`
  }
}

export const SwapContainer = (): ReactNode => {
  const loaded = useSwapService()
  return (
    <>
      <style>{sendCss + swapCss}</style>
      {loaded === undefined ? <Loading /> : <SwapForm state={loaded[0]} swap={loaded[1]} />}
    </>
  )
}

const SwapForm = ({ state, swap }: { readonly state: SwapState; readonly swap: SwapShape }): ReactNode => {
  const { run } = useLoaded().internals
  const { locale, messages } = useI18n()
  useEffect(() => {
    run(swap.start)
    return () => run(swap.stop)
  }, [run, swap])
  const { sell, buy, quote } = state
  const busy = state.step === "approving" || state.step === "swapping" || state.step === "pending"
  const ready = !busy && (state.label === SWAP_LABELS.swap || state.label === SWAP_LABELS.approve || state.label === SWAP_LABELS.acceptQuote)
  return (
    <SwapView
      tokens={state.tokens.map(optionOf(locale))}
      tokensLoading={state.tokensStatus === "loading" || state.tokensStatus === "idle"}
      sell={sell === undefined ? undefined : optionOf(locale)(sell)}
      buy={buy === undefined ? undefined : optionOf(locale)(buy)}
      amount={state.amount}
      fiat={sell === undefined ? undefined : fiatOf(state.amountUnits, sell.decimals, sell.price, locale)}
      receive={quote === undefined || buy === undefined ? undefined : amountText(quote.buyAmount, buy)}
      receiveFiat={quote === undefined || buy === undefined ? undefined : fiatOf(quote.buyAmount, buy.decimals, buy.price, locale)}
      quoting={state.quoteStatus === "loading"}
      details={detailsOf(state, locale)}
      requoted={state.step === "requote"}
      slippage={state.slippage}
      slippageChoices={SWAP_SLIPPAGE_CHOICES}
      label={messages.swap.labels[state.label]}
      ready={ready}
      busy={busy}
      error={state.error === undefined ? undefined : visitorMessage(state.error, messages)}
      done={state.step === "confirmed" || state.step === "reverted" ? state.step : undefined}
      hash={state.hash}
      explorerUrl={state.explorerUrl}
      onSell={(id) => run(swap.selectSell(id))}
      onBuy={(id) => run(swap.selectBuy(id))}
      onFlip={() => run(swap.flip)}
      onAmount={(amount) => run(swap.setAmount(amount))}
      onMax={() => run(swap.setMax)}
      onSlippage={(percent) => run(swap.setSlippage(percent))}
      onSubmit={() => run(swap.submit)}
      onCancel={() => run(swap.cancel)}
      onDone={() => run(Effect.zipRight(swap.start, intents.goBack()))}
    />
  )
}
