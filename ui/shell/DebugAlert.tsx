/**
 * The alert banner's container (SPEC §4: shows only while `debug` is on). ModalRoot loads this chunk with
 * import() only then, so the core carries neither it nor the catalogue's texts.
 */
import * as Effect from "effect/Effect"
import type { ReactNode } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { Alerts } from "../../services/Alerts.js"
import { useServiceState } from "../containers/useService.js"
import { AlertBanner } from "./AlertBanner.js"

const bannerState = Effect.map(Alerts, (alerts) => alerts.banner)
const close = Effect.flatMap(Alerts, (alerts) => alerts.close)

export const DebugAlert = (): ReactNode => {
  const { run } = useLoaded().internals
  const banner = useServiceState(bannerState)
  return banner === undefined || banner.variant === "info" ? null : <AlertBanner kind={banner.kind} onClose={() => run(close)} />
}
