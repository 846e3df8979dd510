// A test page for test/e2e/ui.e2e.ts: the real shell, views, stylesheet and theme CSS, mounted exactly as
// mountModal does, with props instead of a runtime, so every view can be shown in either theme at any width.
import { useState } from "react"
import { createRoot } from "react-dom/client"
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import { ConnectButtonView, type ConnectButtonState } from "../../ui/components/ConnectButtonView.js"
import { useMediaQuery } from "../../ui/components/useMediaQuery.js"
import { LARGE_SCREEN, resolveShowBalance } from "../../ui/ConnectButton.js"
import { ModalShell } from "../../ui/shell/ModalShell.js"
import { mountShadowRoot } from "../../ui/shell/mountShadowRoot.js"
import { modalCss } from "../../ui/styles.js"
import { buttonTheme } from "../../ui/theme/buttonTheme.js"
import { themeCss } from "../../ui/theme/themeCss.js"
import type { ThemeMode } from "../../schemas/entities/Theme.js"
import { AccountView } from "../../ui/views/AccountView.js"
import { type ConnectorEntryProps, ConnectView } from "../../ui/views/ConnectView.js"
import type { NetworkGroup } from "../../ui/views/NetworkList.js"
import { NetworksView } from "../../ui/views/NetworksView.js"
import { ConnectingWalletConnectView } from "../../ui/views/ConnectingWalletConnectView.js"
import { UnsupportedChainView } from "../../ui/views/UnsupportedChainView.js"
import { EmailOtpView } from "../../ui/views/embedded/EmailOtpView.js"
import { EmailVerifyDeviceView } from "../../ui/views/embedded/EmailVerifyDeviceView.js"
import { FramePanelView } from "../../ui/views/embedded/FramePanelView.js"
import { UpdateEmailView } from "../../ui/views/embedded/UpdateEmailView.js"

/** What a test asks the page to show. */
export interface FixtureConfig {
  readonly view:
    | "connect"
    | "connect-empty"
    | "connect-empty-mobile"
    | "account"
    | "account-unsupported"
    | "networks"
    | "unsupported"
    // The embedded wallet's views (issue 21), with an address too long for a phone.
    | "connect-email"
    | "account-email"
    | "email-otp"
    | "email-device"
    | "update-email"
    | "frame-panel"
    // WalletConnect's pairing QR (docs/theming's --wp-qr-color picture).
    | "walletconnect"
  readonly mode: ThemeMode
  readonly variables?: ThemeVariables
}

const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#f6851b"/></svg>')}`
const entries: ReadonlyArray<ConnectorEntryProps> = [
  { id: "phantom", type: "MULTI_CHAIN", name: "Phantom", icon: undefined, namespaces: ["eip155", "solana"], installed: true, recent: true },
  { id: "metamask", type: "ANNOUNCED", name: "MetaMask", icon: ICON, namespaces: ["eip155"], installed: true, recent: false },
  {
    id: "long",
    type: "ANNOUNCED",
    name: "The Extraordinarily Long Named Browser Wallet Extension For Testing Overflow",
    icon: "javascript:alert(1)",
    namespaces: ["eip155"],
    installed: true,
    recent: false
  },
  { id: "solflare", type: "ANNOUNCED", name: "Solflare", icon: undefined, namespaces: ["solana"], installed: false, recent: false }
]
const groups: ReadonlyArray<NetworkGroup> = [
  {
    namespace: "eip155",
    networks: [
      { caipNetworkId: "eip155:1", name: "Ethereum" },
      { caipNetworkId: "eip155:42161", name: "Arbitrum One" },
      { caipNetworkId: "eip155:8453", name: "Base" }
    ]
  },
  { namespace: "solana", networks: [{ caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", name: "Solana" }] },
  { namespace: "bip122", networks: [{ caipNetworkId: "bip122:000000000019d6689c085ae165831e93", name: "Bitcoin" }] }
]
const noop = () => undefined
const legal = { termsUrl: "https://example.com/terms", privacyUrl: "https://example.com/privacy" }
const address = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F"
const account = {
  address,
  displayAddress: "0x71C7…976F",
  balance: "1,234.567 ETH",
  networkName: "Arbitrum One",
  copied: false,
  onCopy: noop,
  onDisconnect: noop,
  onNetworks: noop
}

const TITLES: Record<FixtureConfig["view"], string> = {
  connect: "Connect Wallet",
  "connect-empty": "Connect Wallet",
  "connect-empty-mobile": "Connect Wallet",
  account: "Account",
  "account-unsupported": "Account",
  networks: "Networks",
  unsupported: "Switch Network",
  "connect-email": "Connect Wallet",
  "account-email": "Account",
  "email-otp": "Confirm Email",
  "email-device": "Register Device",
  "update-email": "Edit Email",
  "frame-panel": "Approve Transaction",
  walletconnect: "WalletConnect"
}

const PAIRING_URI = "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303"
const EMAIL = "a.very.long.address.that.does.not.fit.on.a.phone@subdomain.example.com"
const emailField = { onSubmit: noop, sending: false, revision: 0, error: "Please try again after 12 seconds" }

const Body = ({ view }: { readonly view: FixtureConfig["view"] }) => {
  const [active, setActive] = useState("eip155:42161")
  switch (view) {
    case "connect":
      return <ConnectView entries={entries} onSelect={noop} mobile={false} legal={legal} allWallets={{ count: 412, onSelect: noop }} />
    case "connect-empty":
      return <ConnectView entries={[]} onSelect={noop} mobile={false} legal={legal} walletConnect={{ onSelect: noop }} />
    case "connect-empty-mobile":
      return <ConnectView entries={[]} onSelect={noop} mobile legal={legal} walletConnect={{ onSelect: noop }} allWallets={{ onSelect: noop }} />
    case "account":
      return <AccountView {...account} namespaces={{ items: ["eip155", "solana"], active: "eip155", onSelect: noop }} />
    case "account-unsupported":
      return <AccountView {...account} unsupported />
    case "networks":
      return <NetworksView groups={groups} activeCaipNetworkId={active} onSelect={setActive} pending="eip155:8453" />
    case "unsupported":
      return <UnsupportedChainView groups={groups} onSelect={noop} onDisconnect={noop} error="User rejected the request." />
    case "connect-email":
      return <ConnectView entries={entries} onSelect={noop} mobile={false} legal={legal} email={emailField} />
    case "account-email":
      return <AccountView {...account} email={{ address: EMAIL, onEdit: noop }} />
    case "email-otp":
      return <EmailOtpView email={EMAIL} onSubmit={noop} verifying={false} error={{ message: "Invalid code" }} resend={{ secondsLeft: 24, onResend: noop, error: "Please try again after 24 seconds" }} />
    case "email-device":
      return <EmailVerifyDeviceView email={EMAIL} resend={{ secondsLeft: 0, onResend: noop }} />
    case "update-email":
      return <UpdateEmailView current={EMAIL} {...emailField} />
    case "frame-panel":
      return <FramePanelView description="Review the request in the secure wallet window" onPlace={noop} />
    case "walletconnect":
      return <ConnectingWalletConnectView pairing={{ status: "ready", uri: PAIRING_URI }} wallet={{ name: "WalletConnect", icon: undefined }} openInWallet={undefined} copied={false} onCopy={noop} onRefresh={noop} />
  }
}

const HostButton = ({ config }: { readonly config: FixtureConfig }) => {
  const large = useMediaQuery(LARGE_SCREEN, true)
  const theme = buttonTheme(config.mode, config.variables)
  const state: ConnectButtonState = { kind: "connected", displayName: "averyveryveryveryverylongprofilename.eth", fullName: address, balance: "1,234.567 ETH", colors: theme }
  return (
    <>
      <header style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8, padding: 12 }}>
        <strong style={{ flex: "none" }}>dapp</strong>
        <ConnectButtonView state={state} onClick={noop} onPrefetch={noop} theme={theme} showBalance={resolveShowBalance(undefined, large)} />
      </header>
      <div style={{ padding: "0 12px" }}>
        <ConnectButtonView state={{ kind: "disconnected" }} onClick={noop} onPrefetch={noop} theme={theme} size="sm" />
      </div>
    </>
  )
}

/** Unmounts what the last show() mounted: one page shows view after view (ui.e2e.ts), as a fresh page would. */
let unmountShown = (): void => {}

const show = (config: FixtureConfig): void => {
  unmountShown()
  const host = document.getElementById("host")
  if (host === null) throw new Error("no #host")
  const button = createRoot(host)
  button.render(<HostButton config={config} />)
  const mount = mountShadowRoot({ css: modalCss + themeCss(config.mode, config.variables) })
  const modal = createRoot(mount.container)
  modal.render(
    <ModalShell open title={TITLES[config.view]} canGoBack={config.view === "networks"} onBack={noop} onClose={noop} shake={false} themeMode={config.mode} viewKey={config.view}>
      <Body view={config.view} />
    </ModalShell>
  )
  unmountShown = () => {
    modal.unmount()
    button.unmount()
    mount.dispose()
  }
}

Reflect.set(window, "__show", show)
