/** Feature-flag errors (SPEC §1: features a host switches off). */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"

/** SPEC §1: the switchable features whose calls a host can make (email and social login refuse through their own views). */
export const SwitchableFeature = Schema.Literal("swaps", "onramp", "send", "receive", "history", "pay")
/** SPEC §1: a switchable feature. */
export type SwitchableFeature = typeof SwitchableFeature.Type

/**
 * A call or view of a feature the host switched off in `features` (SPEC §1; `pay` is off by default).
 * What to do: Set `features: { [feature]: true }` in the options, or do not offer the action.
 */
export class FeatureDisabled extends Schema.TaggedError<FeatureDisabled>()("FeatureDisabled", { feature: SwitchableFeature }) {
  override get message(): string {
    return `The ${this.feature} feature is not enabled`
  }

  get details(): string {
    return developerDetails(this)
  }
}
