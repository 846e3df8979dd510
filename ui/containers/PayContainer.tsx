/** The Pay view over the Send service the Pay program filled: Pay confirms (the Send flow sends at most once), Cancel closes. */
import type { ReactNode } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { PayView } from "../views/pay/PayView.js"
import { sendCss } from "../views/sendStyles.js"
import { reviewOf } from "./SendContainer.js"
import { useSendService } from "./useSendService.js"
import { Loading } from "../components/Loading.js"
import { useI18n } from "../i18n/I18nContext.js"
import { visitorMessage } from "../components/visitorMessage.js"

export const PayContainer = (): ReactNode => {
  const loaded = useSendService()
  const { run, stores } = useLoaded().internals
  const networks = useStore(stores.network)
  const { locale, messages } = useI18n()
  if (loaded === undefined) return <Loading />
  const [state, send] = loaded
  const networkName = networks?.networks.find((n) => n.caipNetworkId === state.caipNetworkId)?.name ?? ""
  return (
    <>
      <style>{sendCss}</style>
      <PayView
        step={state.step}
        review={reviewOf(state, networkName, locale)}
        error={state.error === undefined ? undefined : visitorMessage(state.error, messages)}
        hash={state.hash}
        onPay={() => run(send.confirm)}
        onCancel={() => run(intents.closeModal())}
        onDone={() => run(intents.closeModal())}
      />
    </>
  )
}
