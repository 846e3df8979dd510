/**
 * The names views over the Names service: the form's texts (SPEC §5 rule messages, availability, SPEC §8 errors)
 * are made here; intents go to the service.
 */
import * as Effect from "effect/Effect"
import { type ReactNode, useEffect } from "react"
import { useLoaded } from "../../../runtime/react/context.js"
import { ACCOUNT_NAME_ZONE, accountNameLabel } from "../../../schemas/names.js"
import { ACCOUNT_NAME_RULE_MESSAGES } from "../../../schemas/validators/core/accountName.js"
import type { NameAvailability, NamesShape, NamesState } from "../../../services/Names.js"
import { Router } from "../../../services/Router.js"
import { namesCss } from "./namesStyles.js"
import { type NameHint, RegisterAccountNameView } from "./RegisterAccountNameView.js"
import { RegisterAccountNameSuccessView } from "./RegisterAccountNameSuccessView.js"
import { useNamesService } from "./useNamesService.js"
import { Loading } from "../../components/Loading.js"
import { visitorMessage } from "../../components/visitorMessage.js"
import type { Messages } from "../../i18n/en.js"
import { useMessages } from "../../i18n/I18nContext.js"

/** What the field says about the typed name, in the visitor's words (the SPEC §5 rule messages stay as the catalogue words them). */
const hintOf = (availability: NameAvailability, messages: Messages): NameHint | undefined => {
  const t = messages.names
  switch (availability.status) {
    case "empty":
      return undefined
    case "invalid":
      return { kind: "error", text: ACCOUNT_NAME_RULE_MESSAGES[availability.rule] }
    case "checking":
      return { kind: "info", text: t.checking }
    case "available":
      return { kind: "info", text: t.available(availability.name) }
    case "taken":
      return { kind: "error", text: `${t.taken(availability.name)}${availability.suggestionsError === undefined ? "" : ` (${visitorMessage(availability.suggestionsError, messages)})`}` }
    case "failed":
      return { kind: "error", text: visitorMessage(availability.error, messages) }
  }
}

/** Back to the Account view, the success view left out of the history. */
const backToAccount = Effect.flatMap(Router, (router) => router.reset({ view: "Account" }))

const Form = ({ state, names }: { readonly state: NamesState; readonly names: NamesShape }): ReactNode => {
  const { run } = useLoaded().internals
  const messages = useMessages()
  const busy = state.step === "signing" || state.step === "registering"
  const { availability } = state
  return (
    <RegisterAccountNameView
      input={state.input}
      zone={ACCOUNT_NAME_ZONE}
      hint={busy ? undefined : hintOf(availability, messages)}
      suggestions={availability.status === "taken" ? availability.suggestions.map((name) => ({ name, label: accountNameLabel(name) })) : []}
      error={state.error === undefined ? undefined : visitorMessage(state.error, messages)}
      canRegister={!busy && state.step === "form" && availability.status === "available"}
      busy={busy}
      onInput={(label) => run(names.setName(label))}
      onRegister={() => run(names.register)}
    />
  )
}

/** RegisterAccountName: a fresh form on mount (unless a registration runs). */
export const RegisterNameContainer = (): ReactNode => {
  const loaded = useNamesService()
  const { run } = useLoaded().internals
  const names = loaded?.[1]
  useEffect(() => {
    if (names !== undefined) run(names.start)
  }, [run, names])
  return (
    <>
      <style>{namesCss}</style>
      {loaded === undefined ? <Loading /> : <Form state={loaded[0]} names={loaded[1]} />}
    </>
  )
}

/** RegisterAccountNameSuccess: waits with the wallet and the API, then shows the name. */
export const RegisterNameSuccessContainer = (props: { readonly name: string | undefined }): ReactNode => {
  const loaded = useNamesService()
  const { run } = useLoaded().internals
  const state = loaded?.[0]
  const step = state?.step === "signing" || state?.step === "registering" || state?.step === "registered" ? state.step : undefined
  return (
    <>
      <style>{namesCss}</style>
      {state === undefined || step === undefined ? <Loading /> : (
        <RegisterAccountNameSuccessView name={state.name ?? props.name ?? ""} step={step} onDone={() => run(backToAccount)} />
      )}
    </>
  )
}
