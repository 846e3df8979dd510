/**
 * The modal container: reads state through the runtime hooks and hands plain props to the
 * views (ARCHITECTURE §2: ui/ renders state and forwards intents; no business rules here).
 */
import { type ReactNode, useEffect, useMemo, useState } from "react"
import * as intents from "../runtime/intents.js"
import { useLoaded } from "../runtime/react/context.js"
import { useAccount, useNetwork } from "../runtime/react/hooks.js"
import { useStore } from "../runtime/react/useStore.js"
import { formatBalance, truncateAddress } from "../schemas/format.js"
import type { View } from "../schemas/views.js"
import { useMediaQuery } from "./components/useMediaQuery.js"
import { ModalShell } from "./shell/ModalShell.js"
import { ViewSuspense } from "./shell/ViewSuspense.js"
import { isRegistered, preloadView, viewComponent } from "./views/registry.js"

// Views render through the registry, so each group's code loads with its own import().
const ConnectView = viewComponent("Connect")
const ConnectingExternalView = viewComponent("ConnectingExternal")
const AccountView = viewComponent("Account")

/** A touch device without hover: no browser extensions to install there. */
const MOBILE = "(hover: none) and (pointer: coarse)"

const TITLES: Partial<Record<View, string>> = { Connect: "Connect Wallet", Account: "Account" }

/** Wallet ids used recently, newest first; reloaded each time the modal opens. */
const useRecentWalletIds = (open: boolean): ReadonlyArray<string> => {
  const { runtime } = useLoaded().internals
  const [ids, setIds] = useState<ReadonlyArray<string>>([])
  useEffect(() => {
    if (!open) return
    let live = true
    void runtime.runPromise(intents.recentWalletIds()).then((next) => live && setIds(next))
    return () => {
      live = false
    }
  }, [open, runtime])
  return ids
}

const ConnectBody = (props: { readonly recentIds: ReadonlyArray<string> }): ReactNode => {
  const { options, internals } = useLoaded()
  const { stores, run } = internals
  const wallets = useStore(stores.wallets)
  const mobile = useMediaQuery(MOBILE, false)
  const items = useMemo(() => {
    const rank = (id: string) => {
      const index = props.recentIds.indexOf(id)
      return index === -1 ? props.recentIds.length : index
    }
    // SPEC §2 connector order: recent first, then the rest in discovery order (sort is stable).
    return wallets
      .map((w) => ({
        id: w.id,
        type: "ANNOUNCED" as const,
        name: w.name,
        icon: w.icon,
        namespaces: ["eip155" as const],
        recent: props.recentIds.includes(w.id),
        installed: true
      }))
      .sort((a, b) => rank(a.id) - rank(b.id))
  }, [wallets, props.recentIds])
  return (
    <ConnectView
      entries={items}
      onSelect={(id) => run(intents.selectWallet(id))}
      mobile={mobile}
      legal={{ termsUrl: options.termsConditionsUrl, privacyUrl: options.privacyPolicyUrl }}
    />
  )
}

const ConnectingBody = (props: { readonly walletId: string | undefined }): ReactNode => {
  const { stores, run } = useLoaded().internals
  const wallets = useStore(stores.wallets)
  const { attempt } = useStore(stores.connection)
  const wallet = wallets.find((w) => w.id === props.walletId)
  const failed = attempt?.walletId === props.walletId && attempt?.status === "failed"
  return (
    <ConnectingExternalView
      wallet={{ name: wallet?.name ?? "your wallet", icon: wallet?.icon }}
      status={failed ? "failed" : "pending"}
      error={failed ? attempt?.error : undefined}
      onRetry={() => props.walletId !== undefined && run(intents.selectWallet(props.walletId, { retry: true }))}
    />
  )
}

const AccountBody = (): ReactNode => {
  const { run } = useLoaded().internals
  const account = useAccount()
  const { caipNetwork, unsupportedChainId } = useNetwork()
  const [copied, setCopied] = useState(false)
  if (account.address === undefined) return null
  const address = account.address
  return (
    <AccountView
      address={address}
      displayAddress={truncateAddress(address)}
      balance={account.balance === undefined ? account.balanceError : formatBalance(account.balance, account.balanceSymbol)}
      networkName={caipNetwork?.name ?? ""}
      unsupported={unsupportedChainId !== undefined}
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
  const wallets = useStore(stores.wallets)
  const recentIds = useRecentWalletIds(modal.open)
  const walletName = wallets.find((w) => w.id === router.data.walletId)?.name
  const title = router.view === "ConnectingExternal" ? walletName ?? "Connecting" : TITLES[router.view] ?? router.view
  // Fetch the current view's chunk as soon as the (closed) modal mounts, so the first open only renders.
  useEffect(() => {
    if (isRegistered(router.view)) void preloadView(router.view)
  }, [router.view])

  return (
    <ModalShell
      open={modal.open}
      title={title}
      canGoBack={router.history.length > 1}
      onBack={() => run(intents.goBack())}
      onClose={() => run(intents.closeModal())}
      shake={modal.shake}
      themeMode={instance.options.themeMode}
      viewKey={`${router.view}:${router.history.length}`}
      embedded={props.embedded ?? false}
    >
      <ViewSuspense>
        {router.view === "Connect" && <ConnectBody recentIds={recentIds} />}
        {router.view === "ConnectingExternal" && <ConnectingBody walletId={router.data.walletId} />}
        {router.view === "Account" && <AccountBody />}
      </ViewSuspense>
    </ModalShell>
  )
}
