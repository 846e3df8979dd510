/** The Receive view: the active account's address, its QR code, and the host's networks of its namespace. */
import { type ReactNode, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useAccount } from "../../runtime/react/hooks.js"
import { useStore } from "../../runtime/react/useStore.js"
import { ReceiveView } from "../views/ReceiveView.js"
import { sendCss } from "../views/sendStyles.js"

export const ReceiveContainer = (): ReactNode => {
  const { stores } = useLoaded().internals
  const account = useAccount()
  const networks = useStore(stores.network)
  const [copied, setCopied] = useState(false)
  if (account.address === undefined) return null
  const address = account.address
  const names = (networks?.byNamespace[account.namespace] ?? []).map((n) => n.name)
  return (
    <>
      <style>{sendCss}</style>
      <ReceiveView
        address={address}
        networks={names}
        // No connector reports smart accounts yet (the embedded wallet will): nothing to warn about.
        undeployedOn={[]}
        copied={copied}
        onCopy={() => void navigator.clipboard?.writeText(address).then(() => setCopied(true), () => undefined)}
      />
    </>
  )
}
