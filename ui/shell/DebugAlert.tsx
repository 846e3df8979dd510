/**
 * The alert banner's container (SPEC §4: shows only while `debug` is on). ModalRoot loads this chunk with
 * import() only then, so the core carries neither it nor the catalogue's texts.
 */
import { type ReactNode, useMemo } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { storeFromRef } from "../../runtime/store.js"
import { Alerts } from "../../services/Alerts.js"
import { AlertBanner } from "./AlertBanner.js"

export const DebugAlert = (): ReactNode => {
  const { runtime, run } = useLoaded().internals
  const alerts = useMemo(() => runtime.runSync(Alerts), [runtime])
  const store = useMemo(() => storeFromRef(runtime, alerts.banner), [runtime, alerts])
  const banner = useStore(store)
  return banner.variant === "info" ? null : <AlertBanner kind={banner.kind} onClose={() => run(alerts.close)} />
}
