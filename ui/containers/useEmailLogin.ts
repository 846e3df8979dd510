/**
 * The Connect view's email field (SPEC §1 email first) over the EmbeddedWallet service: shown only when the
 * host configured the embedded wallet with email login (`available`). Focus or hover prefetches the service's
 * chunk and frame, and the embedded views' chunk, so the code view renders at once after "Continue".
 */
import type { EmailFieldProps } from "../views/embedded/EmailField.js"
import { preloadView } from "../views/registry.js"
import { useEmbeddedRun, useEmbeddedState, useEmbeddedWallet } from "./useEmbeddedWallet.js"

export const useEmailLogin = (): Omit<EmailFieldProps, "label" | "testId"> | undefined => {
  const service = useEmbeddedWallet()
  const flow = useEmbeddedState((s) => s.login)
  const { run } = useEmbeddedRun()
  if (service === undefined || !service.available || flow === undefined) return undefined
  return {
    onSubmit: (email) => run(service.submitEmail(email)),
    onPrefetch: () => {
      run(service.prefetch)
      void preloadView("EmailVerifyOtp")
    },
    sending: flow._tag === "SendingEmail",
    error: flow._tag === "Failed" && flow.step === "email" ? flow.error.message : undefined,
    revision: flow
  }
}
