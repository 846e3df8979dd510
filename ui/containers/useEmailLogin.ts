/**
 * The Connect view's email field (SPEC §1 email first) over the EmbeddedWallet service: shown when the host
 * configured the embedded wallet with email login. Focus or hover prefetches the service's chunk and frame, and
 * the embedded views' chunk, so the code view renders at once after "Continue".
 */
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { isEmailLoginConfigured } from "../../schemas/adapterRules.js"
import type { EmailFieldProps } from "../views/embedded/EmailField.js"
import { preloadView } from "../views/registry.js"
import { useEmbeddedRun, useEmbeddedState, useEmbeddedWallet } from "./useEmbeddedWallet.js"

export const useEmailLogin = (): Omit<EmailFieldProps, "label" | "testId"> | undefined => {
  const { options } = useLoaded()
  const service = useEmbeddedWallet()
  const flow = useEmbeddedState((s) => s.login)
  const { run } = useEmbeddedRun()
  if (service === undefined || flow === undefined) {
    // The service and its state arrive after this view's first commit. The field is there from that commit
    // on, as it was in the instant-open preview this view takes over from: keys typed across the hand-off
    // reach a field, and the field keeps its text when the service's props arrive (issue 22).
    return isEmailLoginConfigured(options, options.features.email)
      ? { onSubmit: (email) => run(intents.submitEmail(email)), sending: false, error: undefined, revision: undefined }
      : undefined
  }
  if (!service.available) return undefined
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
