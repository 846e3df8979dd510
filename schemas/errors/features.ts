/** Feature-flag errors (Features a host switches off). */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/** A switchable feature whose views and calls are refused while it is off (a plain type: no Effect in walletport/errors' declarations). */
export type SwitchableFeature = "swaps" | "onramp" | "send" | "receive" | "history" | "pay"

const Feature: Schema.Schema<SwitchableFeature> = Schema.Literal("swaps", "onramp", "send", "receive", "history", "pay")

/**
 * A call or view of a feature the host switched off in `features` (`pay` is off by default).
 * What to do: Set `features: { [feature]: true }` in the options, or do not offer the action.
 */
export class FeatureDisabled extends CatalogueError("FeatureDisabled", { feature: Feature }) {
  override get message(): string {
    return `The ${this.feature} feature is not enabled`
  }

  get details(): string {
    return developerDetails(this)
  }
}
