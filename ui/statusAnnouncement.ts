/**
 * What the modal announces by itself (issue 23): "Connected" when a namespace connects, "Signed in" when a
 * sign-in session starts, in the visitor's language. Views announce their own steps (useAnnounce); these two outlive the view that
 * caused them (the modal can close at once), so ModalRoot hands them to the shell.
 */
import { useEffect, useRef, useState } from "react"
import { CHAIN_NAMESPACES } from "../schemas/namespaces.js"
import type { ConnectionState } from "../services/Connection.js"
import type { SiwxState } from "../services/Siwx.js"
import { useMessages } from "./i18n/I18nContext.js"
import type { Announcement } from "./shell/announcer.js"

const connectedCount = (connection: ConnectionState): number =>
  CHAIN_NAMESPACES.filter((ns) => connection.namespaces[ns].status === "connected").length

/** The latest status to say, once per change (a count going up; a restored session on load says nothing). */
export const useStatusAnnouncement = (connection: ConnectionState, siwx: SiwxState | undefined): Announcement | undefined => {
  const t = useMessages().shell
  const [said, setSaid] = useState<Announcement>()
  const connected = connectedCount(connection)
  const signedIn = siwx?.signedIn.length ?? 0
  const last = useRef({ connected, signedIn })
  useEffect(() => {
    const before = last.current
    last.current = { connected, signedIn }
    const said = signedIn > before.signedIn ? t.signedIn : connected > before.connected ? t.connected : undefined
    if (said !== undefined) setSaid((prev) => ({ text: said, count: (prev?.count ?? 0) + 1 }))
  }, [connected, signedIn, t])
  return said
}
