/**
 * The Receive view: the active account's address, its QR code, the host's networks of its namespace, and where a
 * smart account is not deployed yet (the Send service's probe, rerun when the account or its network changes).
 */
import { type ReactNode, useEffect, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useAccount } from "../../runtime/react/hooks.js"
import { useStore } from "../../runtime/react/useStore.js"
import type { SmartAccountStatus } from "../../services/Send.js"
import { ReceiveView } from "../views/ReceiveView.js"
import { sendCss } from "../views/sendStyles.js"
import { useSendService } from "./useSendService.js"
import { useCopied } from "./useCopied.js"
import { useMessages } from "../i18n/I18nContext.js"

export const ReceiveContainer = (): ReactNode => {
  const { runtime, stores } = useLoaded().internals
  const account = useAccount()
  const networks = useStore(stores.network)
  const send = useSendService()?.[1]
  const { copied, copy } = useCopied()
  const messages = useMessages()
  const [status, setStatus] = useState<SmartAccountStatus>()
  useEffect(() => {
    if (send === undefined || account.address === undefined) return
    let live = true
    setStatus(undefined)
    void runtime.runPromise(send.smartAccount(account.namespace)).then((found) => {
      if (live) setStatus(found)
    })
    return () => {
      live = false
    }
  }, [runtime, send, account.address, account.namespace, account.caipNetworkId])
  if (account.address === undefined) return null
  const address = account.address
  const names = (networks?.byNamespace[account.namespace] ?? []).map((n) => n.name)
  return (
    <>
      <style>{sendCss}</style>
      <ReceiveView
        address={address}
        networks={names}
        smartAccount={status?.kind === "smartAccount"}
        undeployedOn={(status?.undeployedOn ?? []).map((n) => n.name)}
        copied={copied === address}
        onCopy={() => copy(address, messages.account.addressCopied)}
      />
    </>
  )
}
