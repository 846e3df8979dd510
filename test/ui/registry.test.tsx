// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react"
import { build } from "esbuild"
import { lazy, type ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"
import { ModalShell } from "../../ui/shell/ModalShell.js"
import { ViewFrameContext, ViewSuspense } from "../../ui/shell/ViewSuspense.js"
import { AccountView } from "../../ui/views/AccountView.js"
import { AllWalletsView } from "../../ui/views/AllWalletsView.js"
import { ConnectingExternalView } from "../../ui/views/ConnectingExternalView.js"
import { ConnectView } from "../../ui/views/ConnectView.js"
import { NetworksView } from "../../ui/views/NetworksView.js"
import { groupOf, isRegistered, loadView, preloadView, type RegisteredView, viewComponent } from "../../ui/views/registry.js"
import { UnsupportedChainView } from "../../ui/views/UnsupportedChainView.js"
import { renderInShadow } from "./shadow.js"

/** A lazy component whose chunk arrives when the test says so. */
const deferred = () => {
  let resolve: (c: { default: () => ReactNode }) => void = () => undefined
  const promise = new Promise<{ default: () => ReactNode }>((r) => (resolve = r))
  return { Lazy: lazy(() => promise), arrive: (c: () => ReactNode) => act(async () => resolve({ default: c })) }
}

describe("view registry", () => {
  it("registers the connect and account groups, and nothing that does not exist yet", () => {
    const groups: Record<RegisteredView, string> = {
      Connect: "connect",
      ConnectingExternal: "connect",
      AllWallets: "wallets",
      ConnectingWalletConnectBasic: "wallets",
      Account: "account",
      Networks: "account",
      UnsupportedChain: "account",
      ConnectingWalletConnect: "walletconnect",
      SIWXSignMessage: "siwx",
      ConnectingSiwe: "siwx",
      WalletSend: "send",
      WalletReceive: "send",
      WalletSwap: "swap",
      Onramp: "onramp",
      Pay: "pay",
      EmailVerifyOtp: "embedded",
      EmailVerifyDevice: "embedded",
      ApproveTransaction: "embedded",
      EmbeddedRecovery: "embedded",
      UpdateEmailWallet: "embedded",
      UpdateEmailPrimaryOtp: "embedded",
      UpdateEmailSecondaryOtp: "embedded",
      RegisterAccountName: "names",
      RegisterAccountNameSuccess: "names"
    }
    for (const [view, group] of Object.entries(groups)) {
      expect(isRegistered(view), view).toBe(true)
      if (isRegistered(view)) expect(groupOf(view)).toBe(group)
    }
    for (const view of ["ConnectingFarcaster", "toString", "__proto__"]) {
      expect(isRegistered(view), view).toBe(false)
    }
  })

  it("each lazy view resolves to its component, and stays the same object between renders", async () => {
    const expected = { Connect: ConnectView, ConnectingExternal: ConnectingExternalView, AllWallets: AllWalletsView, ConnectingWalletConnectBasic: AllWalletsView, Account: AccountView, Networks: NetworksView, UnsupportedChain: UnsupportedChainView }
    for (const [view, component] of Object.entries(expected)) {
      if (!isRegistered(view)) throw new Error(view)
      expect(viewComponent(view)).toBe(viewComponent(view))
      await preloadView(view)
      expect(await loadView(view)).toBe(component)
    }
  })

  it("renders a lazy view inside the shell", async () => {
    const Networks = viewComponent("Networks")
    renderInShadow(
      <ModalShell open title="Networks" canGoBack={false} onBack={vi.fn()} onClose={vi.fn()} shake={false} themeMode="dark" viewKey="Networks">
        <ViewSuspense>
          <Networks groups={[{ namespace: "eip155", networks: [{ caipNetworkId: "eip155:1", name: "Ethereum" }] }]} activeCaipNetworkId="eip155:1" onSelect={vi.fn()} />
        </ViewSuspense>
      </ModalShell>
    )
    await vi.waitFor(() => expect(document.querySelector("[data-walletport]")?.shadowRoot?.querySelector("[data-testid=networks-view]")).not.toBeNull())
  })

  it("builds one chunk per view group, none of them in the modal's own chunk", async () => {
    const result = await build({
      stdin: { contents: `export { viewComponent } from "./ui/views/registry.ts"`, resolveDir: process.cwd(), loader: "ts" },
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: "/virtual",
      write: false,
      metafile: true,
      jsx: "automatic",
      external: ["react", "react/jsx-runtime", "effect", "effect/*"],
      logLevel: "silent"
    })
    const outputs = Object.values(result.metafile.outputs)
    const chunkOf = (file: string) => outputs.filter((o) => Object.keys(o.inputs).includes(file))
    // The registry itself (dynamic-import targets have an entryPoint too).
    const entry = outputs.find((o) => o.entryPoint === "<stdin>")
    expect(entry).toBeDefined()
    expect(Object.keys(entry?.inputs ?? {}).filter((f) => f.startsWith("ui/views/") && !f.endsWith("registry.ts"))).toEqual([])
    const connect = chunkOf("ui/views/ConnectView.tsx")
    const account = chunkOf("ui/views/AccountView.tsx")
    expect(connect).toHaveLength(1)
    expect(account).toHaveLength(1)
    expect(connect[0]).not.toBe(account[0])
    expect(chunkOf("ui/views/ConnectingExternalView.tsx")[0]).toBe(connect[0])
    // The wallet list (and its virtualiser) is not on the Connect view's first paint.
    expect(chunkOf("ui/views/AllWalletsView.tsx")).toHaveLength(1)
    expect(chunkOf("ui/views/AllWalletsView.tsx")[0]).not.toBe(connect[0])
    expect(chunkOf("ui/views/NetworksView.tsx")[0]).toBe(account[0])
    expect(chunkOf("ui/views/UnsupportedChainView.tsx")[0]).toBe(account[0])
    // The embedded wallet's views are one chunk of their own; only the email field ships with Connect.
    const embedded = chunkOf("ui/views/embedded/EmailOtpView.tsx")
    expect(embedded).toHaveLength(1)
    expect(embedded[0]).not.toBe(connect[0])
    expect(embedded[0]).not.toBe(account[0])
    for (const file of ["ui/views/embedded/FramePanelView.tsx", "ui/views/embedded/EmailVerifyDeviceView.tsx", "ui/views/embedded/UpdateEmailView.tsx", "ui/containers/EmailOtpContainer.tsx"]) {
      expect(chunkOf(file), file).toEqual(embedded)
    }
    expect(chunkOf("ui/views/embedded/EmailField.tsx")[0]).not.toBe(embedded[0])
    // The names views and their containers: one chunk of their own.
    const names = chunkOf("ui/views/names/RegisterAccountNameView.tsx")
    expect(names).toHaveLength(1)
    expect([connect[0], account[0], embedded[0]]).not.toContain(names[0])
    expect(chunkOf("ui/views/names/NamesContainers.tsx")).toEqual(names)
  })

  it("a group whose chunk failed to load is imported again on retry", async () => {
    vi.resetModules()
    // React reports the caught chunk error on the console; expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined)
    let fail = true
    vi.doMock("../../ui/views/accountGroup.js", async (original: () => Promise<unknown>) => {
      if (fail) throw new Error("chunk failed")
      return original()
    })
    try {
      const registry = await import("../../ui/views/registry.js")
      const suspense = await import("../../ui/shell/ViewSuspense.js")
      const first = registry.viewComponent("Networks")
      const props = { groups: [], activeCaipNetworkId: undefined, onSelect: vi.fn() }
      const tree = () => {
        const Networks = registry.viewComponent("Networks")
        return (
          <suspense.ViewSuspense>
            <Networks {...props} />
          </suspense.ViewSuspense>
        )
      }
      const r = render(tree())
      await screen.findByTestId("view-failed")
      expect(screen.getByRole("alert").textContent).toContain("could not load")
      fail = false
      expect(registry.viewComponent("Networks")).not.toBe(first)
      r.rerender(tree())
      fireEvent.click(screen.getByRole("button", { name: "Try again" }))
      await screen.findByTestId("networks-view")
      expect(quiet).toHaveBeenCalled()
    } finally {
      quiet.mockRestore()
      vi.doUnmock("../../ui/views/accountGroup.js")
      vi.resetModules()
    }
  })
})

describe("ViewSuspense", () => {
  it("holds the last view's height while the next view loads, then restores focus lost meanwhile", async () => {
    const refocus = vi.fn()
    const { Lazy, arrive } = deferred()
    render(
      <ViewFrameContext.Provider value={{ lastHeight: () => 312, refocus }}>
        <ViewSuspense>
          <Lazy />
        </ViewSuspense>
      </ViewFrameContext.Provider>
    )
    const fallback = screen.getByTestId("view-loading")
    expect(fallback.style.minHeight).toBe("312px")
    expect(fallback.getAttribute("role")).toBe("status")
    expect(refocus).not.toHaveBeenCalled()
    await arrive(() => <button type="button">Loaded</button>)
    expect(screen.getByRole("button", { name: "Loaded" })).toBeTruthy()
    expect(screen.queryByTestId("view-loading")).toBeNull()
    expect(refocus).toHaveBeenCalledTimes(1)
  })

  it("before any view was measured, the placeholder still has a sensible height", () => {
    const { Lazy } = deferred()
    render(
      <ViewSuspense>
        <Lazy />
      </ViewSuspense>
    )
    expect(screen.getByTestId("view-loading").style.minHeight).toBe("160px")
  })

  it("in the shell, focus lands inside the dialog once a lazy view appears", async () => {
    const { Lazy, arrive } = deferred()
    const r = renderInShadow(
      <ModalShell open title="Connect" canGoBack={false} onBack={vi.fn()} onClose={vi.fn()} shake={false} themeMode="dark" viewKey="Connect">
        <ViewSuspense>
          <Lazy />
        </ViewSuspense>
      </ModalShell>
    )
    const root = r.mount.shadowRoot
    // Focus falls out of the dialog while the view loads (the visitor clicked the page, say).
    const close = r.getByRole("button", { name: "Close" })
    expect(root.activeElement).toBe(close)
    close.blur()
    expect(root.activeElement).toBeNull()
    await arrive(() => <button type="button" data-autofocus="">Wallet</button>)
    // On the view's main action, not back on Close.
    expect(root.activeElement).toBe(r.getByRole("button", { name: "Wallet" }))
  })
})
