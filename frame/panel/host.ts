/**
 * Where the frame's panels render: one region of the page, hidden unless a panel shows. Showing moves focus
 * into the panel (its heading) and Escape runs the panel's cancel action; the library draws the iframe over
 * the box its view reserved only while a panel shows.
 */
import type { ThemeSyncPayload } from "../../schemas/entities/ThemeSync.js"
import type { ThemeVariableKey } from "../../schemas/entities/themeVariableKeys.js"

export interface PanelHost {
  readonly show: (content: HTMLElement, onEscape: () => void) => void
  readonly hide: () => void
  /** The library dismissed the panel (APP_DISMISS_PANEL): runs the shown panel's cancel action. */
  readonly dismiss: () => void
  readonly applyTheme: (theme: ThemeSyncPayload) => void
}

/** The host's variables the panel follows (colours it derives itself, to keep AA contrast whatever the host sets). */
const FOLLOWED: ReadonlyArray<ThemeVariableKey> = ["--wp-accent", "--wp-font-family", "--wp-border-radius-master"]

export const createPanelHost = (doc: Document): PanelHost => {
  const root = doc.createElement("main")
  root.id = "walletport-panel"
  root.hidden = true
  doc.body.append(root)
  let onEscape: (() => void) | undefined

  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && onEscape !== undefined) {
      event.preventDefault()
      onEscape()
    }
  })

  return {
    show: (content, escape) => {
      onEscape = escape
      root.replaceChildren(content)
      root.hidden = false
      const heading = content.querySelector("h1")
      heading?.setAttribute("tabindex", "-1")
      heading?.focus()
    },
    hide: () => {
      onEscape = undefined
      root.replaceChildren()
      root.hidden = true
    },
    dismiss: () => onEscape?.(),
    applyTheme: (theme) => {
      if (theme.themeMode !== undefined) doc.documentElement.dataset["theme"] = theme.themeMode
      for (const key of FOLLOWED) {
        const value = theme.themeVariables?.[key]
        if (typeof value === "string" && !/url\(|[;{}]/i.test(value)) {
          doc.documentElement.style.setProperty(key, value)
        }
      }
    }
  }
}
