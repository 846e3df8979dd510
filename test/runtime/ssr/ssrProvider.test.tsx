// <WalletportSsrProvider initialState> (issue 27): the server renders a returning visitor's address from the
// cookie's initial state, and the client keeps it until the core settles the session (restored or gone).
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { createWalletportWith } from "../../../runtime/createWalletport.js"
import { deferredStore } from "../../../runtime/deferredStore.js"
import { withInitialState } from "../../../runtime/react/initialState.js"
import { ConnectButton, useAccount, WalletportSsrProvider } from "../../../runtime/entries/react.js"
import { cookieToInitialState } from "../../../runtime/entries/ssr.js"
import { mainnet } from "../../../runtime/entries/evm.js"
import type { Walletport } from "../../../runtime/types.js"
import { encodeSessionCookie, sessionCookieName } from "../../../schemas/ssr/sessionCookie.js"
import { type ConnectionState, NO_CONNECTION } from "../../../services/Connection.js"
import { MODAL_CHUNKS } from "../../../ui/chunks.js"
import { BUTTON_LABELS } from "../../../ui/i18n/buttonLabels.js"
import { WRONG_NETWORK_LABEL } from "../../../ui/i18n/wrongNetworkLabel.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const options = { projectId: "p", networks: [mainnet] }
/** A returning visitor's cookie, their wallet on `chain` (10: a chain the options do not configure). */
const headerOn = (chain: number) => `${sessionCookieName("p")}=${
  encodeSessionCookie([{
    namespace: "eip155",
    caipAddress: `eip155:${chain}:${ADDRESS}`,
    address: ADDRESS,
    caipNetworkId: `eip155:${chain}`,
    connector: { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }
  }])
}`
const initialState = cookieToInitialState(options, headerOn(1))

/** An instance whose core never loads: what the server (and the client before the core) has. */
const shell = (given: typeof options & { readonly locale?: string } = options): Walletport =>
  createWalletportWith({ modal: MODAL_CHUNKS, core: () => new Promise(() => undefined) })(given)

const Address = () => {
  const account = useAccount()
  return <p>{account.isConnected ? account.address : "none"}</p>
}

const render = (state: typeof initialState) =>
  renderToString(
    <WalletportSsrProvider instance={shell()} initialState={state}>
      <ConnectButton />
      <Address />
    </WalletportSsrProvider>
  )

const at = (status: "connecting" | "connected" | "disconnected"): ConnectionState => ({
  namespaces: { eip155: { ...NO_CONNECTION, status }, solana: NO_CONNECTION, bip122: NO_CONNECTION, polkadot: NO_CONNECTION, cosmos: NO_CONNECTION },
  attempt: undefined
})

describe("server render with an initial state", () => {
  it("renders the address in the button and in useAccount, not Connect Wallet", () => {
    const html = render(initialState)
    expect(html).toContain("0xf39F…2266")
    expect(html).toContain(`<p>${ADDRESS}</p>`)
    expect(html).not.toContain("Connect Wallet")
  })

  it("renders Connect Wallet for a first visit (no initial state)", () => {
    const html = render(undefined)
    expect(html).toContain("Connect Wallet")
    expect(html).toContain("<p>none</p>")
  })
})

describe("server render in the host's locale (the server knows no browser languages)", () => {
  const renderIn = (locale: "de" | "ar", chain: number | undefined) => {
    const localized = { ...options, locale }
    const state = chain === undefined ? undefined : cookieToInitialState(localized, headerOn(chain))
    return renderToString(
      <WalletportSsrProvider instance={shell(localized)} initialState={state}>
        <ConnectButton />
      </WalletportSsrProvider>
    )
  }

  for (const [locale, dir] of [["de", "ltr"], ["ar", "rtl"]] as const) {
    it(`"${locale}": Connect for a first visit, the address on a configured chain, the wrong-network look in ${locale}`, () => {
      const first = renderIn(locale, undefined)
      expect(first).toContain(BUTTON_LABELS[locale].connect)
      expect(first).toContain(`lang="${locale}" dir="${dir}"`)
      expect(renderIn(locale, 1)).toContain("0xf39F…2266")
      const wrong = renderIn(locale, 10)
      expect(wrong).toContain(`>${WRONG_NETWORK_LABEL[locale]}</span>`)
      expect(wrong).toContain(`lang="${locale}" dir="${dir}"`)
      expect(wrong).not.toContain(WRONG_NETWORK_LABEL.en)
    })
  }
})

describe("withInitialState", () => {
  if (initialState === undefined) throw new Error("the cookie did not read")
  /** The shell's instance with its connection and accounts stores under the test's control. */
  const instanceWith = (start: ConnectionState) => {
    const base = shell()
    const connection = deferredStore(start, at("disconnected"))
    const accounts = deferredStore({})
    const instance: Walletport = { ...base, internals: { ...base.internals, stores: { ...base.internals.stores, connection, accounts } } }
    return { view: withInitialState(instance, initialState).internals.stores, connection, accounts }
  }

  it("answers the initial state while the stored session restores, then follows the core, and never goes back", () => {
    const { view, connection, accounts } = instanceWith(at("connecting"))
    expect(view.connection.getServerSnapshot?.().namespaces.eip155.status).toBe("connected")
    expect(view.connection.get().namespaces.eip155.status).toBe("connected")
    expect(view.accounts.get().eip155?.address).toBe(ADDRESS)
    // The core restores another account: the real one shows.
    let state = at("connected")
    const restored = { eip155: { ...initialState.accounts.eip155!, address: OTHER } }
    connection.attach({ get: () => state, subscribe: () => () => undefined })
    accounts.attach({ get: () => restored, subscribe: () => () => undefined })
    expect(view.accounts.get().eip155?.address).toBe(OTHER)
    // A later connect (connecting again) does not bring the server's account back.
    state = at("connecting")
    expect(view.connection.get().namespaces.eip155.status).toBe("connecting")
    expect(view.accounts.get()).toBe(restored)
  })

  it("follows the client at once when nothing is stored there (the server's snapshot still hydrates)", () => {
    const { view } = instanceWith(at("disconnected"))
    expect(view.connection.getServerSnapshot?.().namespaces.eip155.status).toBe("connected")
    expect(view.connection.get().namespaces.eip155.status).toBe("disconnected")
  })
})
