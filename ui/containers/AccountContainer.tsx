/**
 * The Account view of the active namespace, with a switcher when several namespaces are connected. On a
 * chain the host did not configure it names the wallet's real chain and shows no balance (never another
 * network's label or price).
 */
import { lazy, type ReactNode, Suspense, useMemo } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useAccount, useNetwork } from "../../runtime/react/hooks.js"
import { useStore } from "../../runtime/react/useStore.js"
import { displayBalance } from "../../schemas/displayNumbers.js"
import { truncateAddress } from "../../schemas/format.js"
import { CHAIN_NAMESPACES } from "../../schemas/namespaces.js"
import { viewComponent } from "../views/registry.js"
import { useCanSend } from "./useSendService.js"
import { useCanSwap } from "./useCanSwap.js"
import { useCopied } from "./useCopied.js"
import { useEmbeddedState } from "./useEmbeddedWallet.js"
import { usePortfolio } from "./usePortfolio.js"
import { useI18n } from "../i18n/I18nContext.js"

const AccountView = viewComponent("Account")
// The tabs (and the virtual list) load in their own chunk, after the Account view itself.
const AccountTabsContainer = lazy(() => import("./AccountTabsContainer.js").then((m) => ({ default: m.AccountTabsContainer })))

export const AccountContainer = (): ReactNode => {
  const { stores, run } = useLoaded().internals
  const account = useAccount()
  const { locale, messages } = useI18n()
  const network = useNetwork()
  const connection = useStore(stores.connection)
  const { copied, copy } = useCopied()
  const { features } = useLoaded().options
  const canSend = useCanSend(account.namespace) && features.send && account.unsupportedChain !== true
  const canSwap = useCanSwap(features.swaps && account.unsupportedChain !== true, account.caipNetworkId)
  const portfolio = usePortfolio()
  const history = useLoaded().options.features.history
  // SPEC §3 user.email: set only while signed in with the embedded wallet.
  const email = useEmbeddedState((s) => s.email)
  const connected = useMemo(
    () => CHAIN_NAMESPACES.filter((ns) => connection.namespaces[ns].status === "connected"),
    [connection]
  )
  if (account.address === undefined) return null
  const address = account.address
  const unsupported = account.unsupportedChain === true
  const switcher = connected.length > 1
    ? {
      items: connected,
      active: account.namespace,
      // Only which namespace the modal shows changes: the wallets stay on their chains (a namespace on an
      // unsupported chain must not be asked to move to the dapp's last network).
      onSelect: (namespace: (typeof connected)[number]) =>
        run(intents.showNamespace(namespace))
    }
    : undefined
  return (
    <AccountView
      address={address}
      displayAddress={truncateAddress(address)}
      balance={unsupported || account.balance === undefined ? undefined : displayBalance(account.balance, account.balanceSymbol, { locale })}
      // A balance never read (a failed or hung chain): unavailable, with Retry (the service also retries in 30 s).
      onRetryBalance={!unsupported && account.balance === undefined && account.balanceStatus === "failed"
        ? () => run(intents.failureMessage(intents.refreshBalance(account.namespace)))
        : undefined}
      networkName={unsupported ? account.caipNetworkId ?? "" : network.caipNetwork?.name ?? ""}
      unsupported={unsupported}
      onNetworks={() => run(intents.showView({ view: "Networks" }))}
      {...(switcher === undefined ? {} : { namespaces: switcher })}
      copied={copied === address}
      onCopy={() => copy(address, messages.account.addressCopied)}
      onDisconnect={() => run(intents.disconnectWallet(account.namespace))}
      {...(canSend ? { onSend: () => run(intents.showView({ view: "WalletSend" })) } : {})}
      {...(canSwap ? { onSwap: () => run(intents.showView({ view: "WalletSwap" })) } : {})}
      {...(features.receive ? { onReceive: () => run(intents.showView({ view: "WalletReceive" })) } : {})}
      {...(features.onramp && account.namespace === "eip155" && !unsupported ? { onBuy: () => run(intents.showView({ view: "Onramp" })) } : {})}
      email={email === undefined ? undefined : { address: email, onEdit: () => run(intents.showView({ view: "UpdateEmailWallet" })) }}
      {...(account.namespace === "eip155" && !unsupported ? { onChooseName: () => run(intents.showView({ view: "RegisterAccountName" })) } : {})}
      // The account's profile (the identity, or its ENS primary name: layers/live/accountProfile.ts) first.
      profileName={account.profileName ?? portfolio?.identity.name ?? undefined}
      profileImage={account.profileName === undefined ? portfolio?.identity.avatar ?? undefined : account.profileImage}
      tabs={unsupported || portfolio === undefined ? undefined : (
        <Suspense fallback={null}>
          <AccountTabsContainer state={portfolio} history={history} />
        </Suspense>
      )}
    />
  )
}
