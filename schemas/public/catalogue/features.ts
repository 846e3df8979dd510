/** features: plain declarations of walletport/errors (generated shape; checked against schemas/errors/features.ts). */
import * as impl from "../../errors/features.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A call or view of a feature the host switched off in `features`.
 * What to do: Set `features: { [feature]: true }` in the options, or do not offer the action.
 */
export interface FeatureDisabled extends CatalogueError<"FeatureDisabled"> {
  readonly feature: "swaps" | "onramp" | "send" | "receive" | "history" | "pay"
}
export const FeatureDisabled: ErrorClass<FeatureDisabled, { readonly feature: SwitchableFeature }> = impl.FeatureDisabled

/** A feature a host can turn off in `features`. */
export type SwitchableFeature = "swaps" | "onramp" | "send" | "receive" | "history" | "pay"
