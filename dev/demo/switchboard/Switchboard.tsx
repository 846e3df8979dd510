/**
 * The demo's switchboard: every flow a host can turn on, one radio group per flag (./flags.ts). Picking a
 * choice reloads the page with it in the query, the other flags kept; focus comes back to the picked choice
 * after the reload, so a keyboard user can walk a group with the arrow keys.
 */
import { type ReactNode, useEffect, useId } from "react"
import { chosenValue, DEMO_FLAGS, type DemoFlag, withFlag } from "./flags.js"

/** sessionStorage key of the choice to focus after the reload a pick causes. */
const FOCUS_KEY = "walletport-demo:switchboard-focus"

const choiceId = (flag: DemoFlag, value: string | undefined): string => `switch-${flag.key}-${value ?? "default"}`

const pick = (flag: DemoFlag, value: string | undefined): void => {
  sessionStorage.setItem(FOCUS_KEY, choiceId(flag, value))
  location.search = withFlag(location.search, flag.key, value)
}

const FlagGroup = (props: { readonly flag: DemoFlag; readonly search: string }): ReactNode => {
  const { flag } = props
  const name = useId()
  const chosen = chosenValue(props.search, flag)
  return (
    <fieldset className="switch" data-testid={`switch-${flag.key}`}>
      <legend>{flag.label}</legend>
      {flag.choices.map((choice) => (
        <label key={choice.label} className="choice">
          <input
            type="radio"
            id={choiceId(flag, choice.value)}
            name={name}
            checked={choice.value === chosen}
            onChange={() => pick(flag, choice.value)}
          />
          {flag.key === "accent" && <span className="swatch" style={{ background: choice.value ?? "#2563eb" }} aria-hidden="true" />}
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}

/** The switchboard panel, for the page's current query. */
export const Switchboard = (): ReactNode => {
  const search = location.search
  useEffect(() => {
    const id = sessionStorage.getItem(FOCUS_KEY)
    if (id === null) return
    sessionStorage.removeItem(FOCUS_KEY)
    document.getElementById(id)?.focus()
  }, [])
  return (
    <section className="panel switchboard" aria-labelledby="switchboard-title" data-testid="switchboard">
      <h2 id="switchboard-title">Switchboard</h2>
      <p className="hint">What a host can turn on. A change reloads the page with it.</p>
      <form onSubmit={(e) => e.preventDefault()}>
        {DEMO_FLAGS.map((flag) => (
          <FlagGroup key={flag.key} flag={flag} search={search} />
        ))}
      </form>
    </section>
  )
}
