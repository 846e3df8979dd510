/**
 * The alert banner's slot (SPEC §4: shows only while `debug` is on; ModalRoot mounts it only then). It
 * holds the kind; the banner, with the catalogue's texts, loads with import() when one first shows.
 */
import { lazy, type ReactNode, Suspense, useMemo } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { storeFromRef } from "../../runtime/store.js"
import { Alerts } from "../../services/Alerts.js"

const AlertBanner = lazy(() => import("./AlertBanner.js").then((m) => ({ default: m.AlertBanner })))

export const DebugAlert = (): ReactNode => {
  const { runtime, run } = useLoaded().internals
  const alerts = useMemo(() => runtime.runSync(Alerts), [runtime])
  const store = useMemo(() => storeFromRef(runtime, alerts.banner), [runtime, alerts])
  const banner = useStore(store)
  if (banner.variant === "info") return null
  return (
    <Suspense fallback={null}>
      <AlertBanner kind={banner.kind} onClose={() => run(alerts.close)} />
    </Suspense>
  )
}
