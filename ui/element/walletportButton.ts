/**
 * `<walletport-button>`: the connect button for pages without React (issue 8 "Vanilla pages"). Plain DOM in
 * its own shadow root; it reads the instance's snapshots and subscriptions, opens the modal on click and
 * prefetches it on hover or focus, exactly as `<ConnectButton/>` does, with the same model and styles.
 * Nothing is registered on import: a host calls `defineWalletportButton(instance)` (servers: a no-op).
 */
import type { WalletportInternals, WalletportState } from "../../runtime/types.js"
import { adoptStyles } from "../shell/mountShadowRoot.js"
import type { ConnectButtonSize } from "../components/ConnectButtonView.js"
import {
  type ButtonAccount,
  connectButtonState,
  isButtonSize,
  LARGE_SCREEN,
  resolveShowBalance
} from "../components/connectButtonModel.js"
import { buttonTheme, connectedButtonState, WRONG_NETWORK_LABEL } from "../components/connectedButtonState.js"
import { buttonCss } from "./buttonCss.js"
import { BUTTON_LABELS } from "../i18n/buttonLabels.js"
import { browserLanguages, directionOf, resolveLocale } from "../i18n/locales.js"
import { safeImageSrc } from "../components/safeImageSrc.js"
import { WALLETCONNECT_ID } from "../../schemas/walletConnectId.js"
import { PREFERS_LIGHT } from "../theme/systemMode.js"

/** The tag `defineWalletportButton` registers unless told otherwise. */
export const WALLETPORT_BUTTON_TAG = "walletport-button"

/** What the element uses of an instance: any `createWalletport` or `createTestWalletport` result. */
export interface WalletportButtonInstance {
  readonly open: () => Promise<unknown>
  readonly getState: () => Pick<WalletportState, "open">
  readonly subscribeState: (listener: () => void) => () => void
  readonly getAccount: () => ButtonAccount
  readonly subscribeAccount: (listener: () => void) => () => void
  /** @internal */
  readonly internals: Pick<WalletportInternals, "prefetch" | "theme"> & Partial<Pick<WalletportInternals, "stores">>
}

export interface DefineWalletportButtonOptions {
  /** The custom element's name (default `walletport-button`); it must contain a hyphen. */
  readonly tagName?: string
}

/**
 * Attributes: `label` (text of the disconnected button, default "Connect Wallet" in the visitor's language); `show-balance` (absent:
 * only on screens from 768 px, like `<ConnectButton/>`; present: always; `"false"`: never); `size`
 * (`sm`, `md`, `lg`). Parts for host CSS: `button`, `label`, `balance`, `avatar`, `name`.
 */
const ATTRIBUTES = ["label", "show-balance", "size"] as const

/** Marks our classes, so a second define recognises its own element. */
const REBIND = Symbol.for("walletport.button.rebind")

interface OurElementClass {
  readonly [REBIND]: (instance: WalletportButtonInstance) => void
}

const isOurs = (constructor: CustomElementConstructor): constructor is CustomElementConstructor & OurElementClass =>
  REBIND in constructor

/**
 * Registers `<walletport-button>` (or `tagName`) for `instance`. Defining it again is harmless: the
 * element then follows the latest instance (hot reload creates a new one), and buttons already on the
 * page switch over. Throws only when another script owns the tag name. Without `customElements` (a
 * server render) it does nothing.
 */
export const defineWalletportButton = (instance: WalletportButtonInstance, options: DefineWalletportButtonOptions = {}): void => {
  if (typeof customElements === "undefined") return
  const tagName = options.tagName ?? WALLETPORT_BUTTON_TAG
  const existing = customElements.get(tagName)
  if (existing === undefined) {
    customElements.define(tagName, buttonClass(instance))
  } else if (isOurs(existing)) {
    existing[REBIND](instance)
  } else {
    throw new Error(`walletport: <${tagName}> is already defined by another script; pass defineWalletportButton a different tagName`)
  }
}

/** The element class for one definition; the instance is shared by every element of that tag. */
const buttonClass = (initial: WalletportButtonInstance): CustomElementConstructor => {
  let instance = initial
  const live = new Set<WalletportButtonElement>()

  class WalletportButtonElement extends HTMLElement {
    static readonly observedAttributes: ReadonlyArray<string> = ATTRIBUTES
    static readonly [REBIND] = (next: WalletportButtonInstance): void => {
      if (next === instance) return
      instance = next
      for (const element of live) element.#resubscribe()
    }

    readonly #root = this.attachShadow({ mode: "open" })
    readonly #button = this.ownerDocument.createElement("button")
    #unsubscribes: Array<() => void> = []
    #css = ""

    constructor() {
      super()
      const button = this.#button
      button.type = "button"
      button.setAttribute("part", "button")
      button.setAttribute("aria-haspopup", "dialog")
      // open() rejects when the options are bad or a chunk fails to load; the instance reports it once.
      button.addEventListener("click", () => void instance.open().catch(() => undefined))
      button.addEventListener("pointerenter", () => instance.internals.prefetch())
      button.addEventListener("focus", () => instance.internals.prefetch())
      this.#root.append(button)
    }

    connectedCallback(): void {
      live.add(this)
      this.#resubscribe()
    }

    disconnectedCallback(): void {
      live.delete(this)
      this.#unsubscribe()
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.#render()
    }

    #unsubscribe(): void {
      for (const unsubscribe of this.#unsubscribes.splice(0)) unsubscribe()
    }

    #resubscribe(): void {
      this.#unsubscribe()
      const render = () => this.#render()
      this.#unsubscribes.push(instance.subscribeAccount(render), instance.subscribeState(render))
      // The balance shows on large screens only; "system" follows the visitor's colour scheme.
      for (const query of [LARGE_SCREEN, PREFERS_LIGHT]) {
        const media = this.ownerDocument.defaultView?.matchMedia?.(query)
        if (media === undefined) continue
        media.addEventListener("change", render)
        this.#unsubscribes.push(() => media.removeEventListener("change", render))
      }
      render()
    }

    #avatar: HTMLImageElement | undefined

    #avatarImage(src: string): HTMLImageElement {
      const img = (this.#avatar ??= this.ownerDocument.createElement("img"))
      img.className = "avatar"
      img.setAttribute("part", "avatar")
      img.alt = ""
      if (img.getAttribute("src") !== src) img.src = src
      return img
    }

    #render(): void {
      const { theme: options, stores } = instance.internals
      const doc = this.ownerDocument
      const prefersLight = doc.defaultView?.matchMedia?.(PREFERS_LIGHT).matches ?? false
      const theme = buttonTheme(options?.mode, options?.variables, prefersLight)
      // The modal's language (the host's `locale`, else the browser's), read each render: a new instance brings its own.
      const locale = resolveLocale(options?.locale, browserLanguages())
      const words = BUTTON_LABELS[locale]
      const shown = this.getAttribute("show-balance")
      const showBalance = resolveShowBalance(shown === null ? undefined : shown !== "false", doc.defaultView?.matchMedia?.(LARGE_SCREEN).matches ?? true)
      const state = connectButtonState(
        instance.getAccount(),
        (account) => connectedButtonState(account, theme, options, showBalance, WRONG_NETWORK_LABEL[locale]),
        stores?.connection.get().attempt?.connectorId === WALLETCONNECT_ID
      )
      const sizeAttribute = this.getAttribute("size")
      const size: ConnectButtonSize = isButtonSize(sizeAttribute) ? sizeAttribute : "md"
      const css = buttonCss(theme, size, state.kind === "connected" ? state.colors : undefined)
      if (css !== this.#css) adoptStyles(this.#root, (this.#css = css))

      const button = this.#button
      const span = (className: "text" | "balance" | "reserved", part: "label" | "name" | "balance", text: string) => {
        const element = doc.createElement("span")
        element.className = className
        element.setAttribute("part", part)
        element.textContent = text
        return element
      }
      button.dataset["size"] = size
      button.lang = locale
      button.dir = directionOf(locale)
      button.setAttribute("aria-busy", String(state.kind === "connecting"))
      button.setAttribute("aria-expanded", String(instance.getState().open))
      if (state.kind === "connected") {
        button.title = state.fullName ?? ""
        // One <img> kept across renders, so a balance update does not reload (or flash) the picture.
        const src = safeImageSrc(state.avatar)
        const avatar = src === undefined ? [] : [this.#avatarImage(src)]
        button.replaceChildren(
          ...(showBalance && state.balance !== undefined ? [span("balance", "balance", state.balance)] : []),
          ...avatar,
          span("text", "name", state.displayName)
        )
      } else {
        button.removeAttribute("title")
        const label = span(state.kind === "connecting" ? "reserved" : "text", "label", this.getAttribute("label") ?? words.connect)
        if (state.kind === "connecting") {
          // "Connecting…" above the hidden, flat label: the disconnected width is kept (connectButtonStyles' `stack`).
          const stack = doc.createElement("span")
          stack.className = "stack"
          stack.append(words.connecting, label)
          button.replaceChildren(stack)
        } else button.replaceChildren(label)
      }
    }
  }
  return WalletportButtonElement
}
