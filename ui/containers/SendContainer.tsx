/**
 * The Send view over the Send service: a fresh draft on mount, every amount formatted here (exact base-unit
 * amounts in the review, since money is at stake), intents forwarded to the service.
 */
import { type ReactNode, useEffect } from "react"
import * as Effect from "effect/Effect"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { type DisplayLocale, displayBalance, displayTokenBalance } from "../../schemas/displayNumbers.js"
import { SEND_LABELS, type SendToken } from "../../schemas/send.js"
import { formatUnits } from "../../schemas/units.js"
import type { NameResolution, SendShape, SendState } from "../../services/Send.js"
import { SendView } from "../views/send/SendView.js"
import type { RecipientHint, SendReview, TokenOption } from "../views/send/types.js"
import { sendCss } from "../views/sendStyles.js"
import { fiatOf } from "./sendFiat.js"
import { useCopied } from "./useCopied.js"
import { useSendService } from "./useSendService.js"
import { visitorMessage } from "../components/visitorMessage.js"
import type { Messages } from "../i18n/en.js"
import { useI18n } from "../i18n/I18nContext.js"
import { Loading } from "../components/Loading.js"

/** Fraction digits a cost is shown with. */
const COST_DIGITS = 6

/** Base units rounded up to COST_DIGITS fraction digits: a cost shown as an upper bound is never understated. */
const costOf = (units: bigint, token: Pick<SendToken, "decimals" | "symbol">): string => {
  const step = token.decimals > COST_DIGITS ? 10n ** BigInt(token.decimals - COST_DIGITS) : 1n
  return `${formatUnits(((units + step - 1n) / step) * step, token.decimals)} ${token.symbol}`
}

const optionOf = (locale: DisplayLocale) => (t: SendToken): TokenOption => ({
  id: t.id,
  symbol: t.symbol,
  name: t.name,
  // SPEC §9: the native balance floored to 3 decimals, a token's to 2 (as the Tokens tab shows them).
  balance: t.kind === "native"
    ? displayBalance(t.balance, t.symbol, { decimals: t.decimals, locale })
    : `${displayTokenBalance(t.balance, { decimals: t.decimals, locale })} ${t.symbol}`,
  fiat: fiatOf(t.balance, t.decimals, t.price, locale)
})

/** What the field shows under a recipient typed as a name (SPEC §8 'Error resolving name'), in the visitor's words. */
const hintOf = (
  resolution: NameResolution | undefined,
  recipient: string,
  networkName: string,
  t: Messages["send"]["name"]
): RecipientHint | undefined => {
  if (resolution === undefined || resolution.name !== recipient.trim()) return undefined
  switch (resolution.status) {
    case "resolving":
      return { kind: "info", text: t.resolving }
    case "resolved":
      return { kind: "address", text: resolution.address }
    case "unknown":
      return { kind: "error", text: t.unknown }
    case "invalid":
      return { kind: "error", text: resolution.reason }
    case "otherNamespace":
      return { kind: "error", text: t.otherNamespace(networkName) }
    case "failed":
      return { kind: "error", text: t.failed }
  }
}

/** What leaves the wallet, fee included (SPEC §1 send review). */
export const reviewOf = (s: SendState, networkName: string, locale: DisplayLocale): SendReview | undefined => {
  const native = s.tokens.find((t) => t.kind === "native")
  if (s.plan === undefined || s.token === undefined || native === undefined) return undefined
  const { amount, token } = s.plan.transfer
  const fee = costOf(s.plan.fee, native)
  const sent = `${formatUnits(amount, token.decimals)} ${token.symbol}`
  const name = s.resolution?.status === "resolved" ? s.resolution.normalized ?? s.resolution.name : undefined
  // The plan holds the token as it was when planned: its price may have come since (prices follow the balances).
  const price = s.tokens.find((t) => t.id === token.id)?.price ?? token.price
  return {
    amount: sent,
    amountFiat: fiatOf(amount, token.decimals, price, locale),
    to: name === undefined ? s.plan.transfer.to : `${name} (${s.plan.transfer.to})`,
    recipient: { address: s.plan.transfer.to, name },
    network: networkName,
    fee,
    feeFiat: fiatOf(s.plan.fee, native.decimals, native.price, locale),
    total: token.kind === "native" ? costOf(amount + s.plan.fee, native) : `${sent} + ${fee}`
  }
}

export const SendContainer = (): ReactNode => {
  const loaded = useSendService()
  return (
    <>
      <style>{sendCss}</style>
      {loaded === undefined ? <Loading /> : <SendForm state={loaded[0]} send={loaded[1]} />}
    </>
  )
}

const SendForm = ({ state, send }: { readonly state: SendState; readonly send: SendShape }): ReactNode => {
  const { run, stores } = useLoaded().internals
  const networks = useStore(stores.network)
  const { copied, copy } = useCopied()
  const { locale, messages } = useI18n()
  useEffect(() => {
    run(send.start())
  }, [run, send])
  const networkName = networks?.networks.find((n) => n.caipNetworkId === state.caipNetworkId)?.name ?? ""
  const native = state.tokens.find((t) => t.kind === "native")
  return (
    <SendView
      step={state.step}
      tokens={state.tokens.map(optionOf(locale))}
      tokensLoading={state.tokensStatus === "loading" || state.tokensStatus === "idle"}
      selected={state.token?.id}
      amount={state.amount}
      fiat={state.token === undefined ? undefined : fiatOf(state.amountUnits, state.token.decimals, state.token.price, locale)}
      recipient={state.recipient}
      recipientHint={hintOf(state.resolution, state.recipient, networkName, messages.send.name)}
      fee={state.plan === undefined || native === undefined ? undefined : costOf(state.plan.fee, native)}
      label={messages.send.labels[state.label]}
      ready={state.label === SEND_LABELS.review}
      review={reviewOf(state, networkName, locale)}
      error={state.error === undefined ? undefined : visitorMessage(state.error, messages)}
      hash={state.hash}
      explorerUrl={state.explorerUrl}
      hashCopied={copied !== undefined && copied === state.hash}
      onToken={(id) => run(send.selectToken(id))}
      onAmount={(amount) => run(send.setAmount(amount))}
      onMax={() => run(send.setMax)}
      onRecipient={(recipient) => run(send.setRecipient(recipient))}
      onReview={() => run(send.review)}
      onEdit={() => run(send.edit)}
      onConfirm={() => run(send.confirm)}
      onCancel={() => run(send.cancel)}
      onCopyHash={() => {
        if (state.hash !== undefined) copy(state.hash, messages.send.hashCopied)
      }}
      onDone={() => run(Effect.zipRight(send.start(), intents.goBack()))}
    />
  )
}
