/**
 * The modal container: reads state through the runtime hooks and hands plain props to the
 * views (ARCHITECTURE §2: ui/ renders state and forwards intents; no business rules here).
 */
import { type ReactNode, useMemo, useState } from "react"
import * as intents from "../runtime/intents.js"
import { useLoaded } from "../runtime/react/context.js"
import { useAccount, useNetwork } from "../runtime/react/hooks.js"
import { useStore } from "../runtime/react/useStore.js"
import { formatBalance, truncateAddress } from "../schemas/format.js"
import { ModalShell } from "./shell/ModalShell.js"
import { AccountView } from "./views/AccountView.js"
import { ConnectingExternalView } from "./views/ConnectingExternalView.js"
import { ConnectView } from "./views/ConnectView.js"

const ConnectBody = (): ReactNode => {
  const { stores, run } = useLoaded().internals
  const connectors = useStore(stores.connectors)
  // SPEC §2: the Connectors service orders the list; only wallets on the page can connect here.
  const items = useMemo(
    () =>
      connectors
        .filter((c) => c.installed)
        .map((c) => ({ id: c.id, name: c.name, icon: c.icon, recent: c.recent, installed: c.installed })),
    [connectors]
  )
  return <ConnectView wallets={items} onSelect={(id) => run(intents.selectConnector(id))} />
}

const ConnectingBody = (props: { readonly connectorId: string | undefined }): ReactNode => {
  const { stores, run } = useLoaded().internals
  const connectors = useStore(stores.connectors)
  const { attempt } = useStore(stores.connection)
  const wallet = connectors.find((c) => c.id === props.connectorId)
  const failed = attempt?.connectorId === props.connectorId && attempt?.status === "failed"
  return (
    <ConnectingExternalView
      wallet={{ name: wallet?.name ?? "your wallet", icon: wallet?.icon }}
      status={failed ? "failed" : "pending"}
      error={failed ? attempt?.error?.message : undefined}
      onRetry={() => props.connectorId !== undefined && run(intents.selectConnector(props.connectorId, { retry: true }))}
    />
  )
}

const AccountBody = (): ReactNode => {
  const { run } = useLoaded().internals
  const account = useAccount()
  const { caipNetwork } = useNetwork()
  const [copied, setCopied] = useState(false)
  if (account.address === undefined) return null
  const address = account.address
  return (
    <AccountView
      address={address}
      displayAddress={truncateAddress(address)}
      balance={account.balance === undefined ? account.balanceError?.message : formatBalance(account.balance, account.balanceSymbol)}
      // On a chain the host did not configure, name the wallet's real chain, never the last configured one.
      networkName={account.unsupportedChain === true ? account.caipNetworkId ?? "" : caipNetwork?.name ?? ""}
      copied={copied}
      onCopy={() => void navigator.clipboard?.writeText(address).then(() => setCopied(true), () => undefined)}
      onDisconnect={() => run(intents.disconnect())}
    />
  )
}

/** The whole modal: the shell plus the current view. */
export const ModalRoot = (props: { readonly embedded?: boolean }): ReactNode => {
  const instance = useLoaded()
  const { stores, run } = instance.internals
  const modal = useStore(stores.modal)
  const router = useStore(stores.router)

  return (
    <ModalShell
      open={modal.open}
      title={router.title}
      canGoBack={router.canGoBack}
      onBack={() => run(intents.goBack())}
      onClose={() => run(intents.closeModal())}
      shake={modal.shake}
      themeMode={instance.options.themeMode}
      viewKey={`${router.view}:${router.history.length}`}
      embedded={props.embedded ?? false}
    >
      {router.route.view === "Connect" && <ConnectBody />}
      {router.route.view === "ConnectingExternal" && <ConnectingBody connectorId={router.route.connectorId} />}
      {router.view === "Account" && <AccountBody />}
    </ModalShell>
  )
}
