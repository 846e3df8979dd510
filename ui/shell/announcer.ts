/**
 * The shell's one polite live region, as views see it: `useAnnounce` says a short status ("Sent", an error)
 * once each time it changes. Screen readers hear it whether or not focus moved (ModalShell renders the region).
 */
import { createContext, useContext, useEffect } from "react"

/** Says `text` in the shell's live region (again, even when it is the same text as last time). */
export type Announce = (text: string) => void

export const AnnounceContext = createContext<Announce>(() => undefined)

/** What the live region holds: the text and how many times something was said (to re-say the same text). */
export interface Announcement {
  readonly text: string
  readonly count: number
}

/**
 * The region's content: a live region only speaks when its text changes, so every other announcement gets a
 * zero-width space (the same "Copied" twice is read twice).
 */
export const announcementText = (said: Announcement | undefined): string =>
  said === undefined ? "" : said.count % 2 === 1 ? said.text : `${said.text}\u200b`

/** Announces `text` when it turns defined or changes; `again` changing re-announces the same text. */
export const useAnnounce = (text: string | undefined, again?: unknown): void => {
  const announce = useContext(AnnounceContext)
  useEffect(() => {
    if (text !== undefined) announce(text)
  }, [announce, text, again])
}
