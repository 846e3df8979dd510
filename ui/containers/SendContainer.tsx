/**
 * The Send view over the Send service: a fresh draft on mount, every amount formatted here (exact base-unit
 * amounts in the review, since money is at stake), intents forwarded to the service.
 */
import { type ReactNode, useEffect } from "react"
import * as Effect from "effect/Effect"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { formatBalance, formatNumber } from "../../schemas/format.js"
import { SEND_LABELS, type SendToken } from "../../schemas/send.js"
import { formatUnits } from "../../schemas/units.js"
import type { SendShape, SendState } from "../../services/Send.js"
import { type SendReview, SendView, type TokenOption } from "../views/SendView.js"
import { sendCss } from "../views/sendStyles.js"
import { useSendService } from "./useSendService.js"

const usd = (amount: number): string => `$${formatNumber(amount)}`

/** Fraction digits a cost is shown with. */
const COST_DIGITS = 6

/** Base units rounded up to COST_DIGITS fraction digits: a cost shown as an upper bound is never understated. */
const costOf = (units: bigint, token: Pick<SendToken, "decimals" | "symbol">): string => {
  const step = token.decimals > COST_DIGITS ? 10n ** BigInt(token.decimals - COST_DIGITS) : 1n
  return `${formatUnits(((units + step - 1n) / step) * step, token.decimals)} ${token.symbol}`
}

const optionOf = (t: SendToken): TokenOption => ({
  id: t.id,
  symbol: t.symbol,
  name: t.name,
  balance: formatBalance(t.balance, t.symbol, t.decimals),
  ...(t.price === undefined ? {} : { fiat: usd(Number(formatUnits(t.balance, t.decimals)) * t.price) })
})

/** What leaves the wallet, fee included (SPEC §1 send review). */
const reviewOf = (s: SendState, networkName: string): SendReview | undefined => {
  const native = s.tokens.find((t) => t.kind === "native")
  if (s.plan === undefined || s.token === undefined || native === undefined) return undefined
  const { amount, token } = s.plan.transfer
  const fee = costOf(s.plan.fee, native)
  const sent = `${formatUnits(amount, token.decimals)} ${token.symbol}`
  return {
    amount: sent,
    to: s.plan.transfer.to,
    network: networkName,
    fee,
    total: token.kind === "native" ? costOf(amount + s.plan.fee, native) : `${sent} + ${fee}`
  }
}

export const SendContainer = (): ReactNode => {
  const loaded = useSendService()
  return (
    <>
      <style>{sendCss}</style>
      {loaded === undefined ? <div className="center"><div className="dots" aria-label="Loading" /></div> : <SendForm state={loaded[0]} send={loaded[1]} />}
    </>
  )
}

const SendForm = ({ state, send }: { readonly state: SendState; readonly send: SendShape }): ReactNode => {
  const { run, stores } = useLoaded().internals
  const networks = useStore(stores.network)
  useEffect(() => {
    run(send.start())
  }, [run, send])
  const networkName = networks?.networks.find((n) => n.caipNetworkId === state.caipNetworkId)?.name ?? ""
  const native = state.tokens.find((t) => t.kind === "native")
  const price = state.token?.price
  return (
    <SendView
      step={state.step}
      tokens={state.tokens.map(optionOf)}
      tokensLoading={state.tokensStatus === "loading" || state.tokensStatus === "idle"}
      selected={state.token?.id}
      amount={state.amount}
      fiat={price === undefined || state.amountUnits === undefined || state.token === undefined
        ? undefined
        : usd(Number(formatUnits(state.amountUnits, state.token.decimals)) * price)}
      recipient={state.recipient}
      fee={state.plan === undefined || native === undefined ? undefined : costOf(state.plan.fee, native)}
      label={state.label}
      ready={state.label === SEND_LABELS.review}
      review={reviewOf(state, networkName)}
      error={state.error?.message}
      hash={state.hash}
      explorerUrl={state.explorerUrl}
      onToken={(id) => run(send.selectToken(id))}
      onAmount={(amount) => run(send.setAmount(amount))}
      onMax={() => run(send.setMax)}
      onRecipient={(recipient) => run(send.setRecipient(recipient))}
      onReview={() => run(send.review)}
      onEdit={() => run(send.edit)}
      onConfirm={() => run(send.confirm)}
      onCancel={() => run(send.cancel)}
      onDone={() => run(Effect.zipRight(send.start(), intents.goBack()))}
    />
  )
}
