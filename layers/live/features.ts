/** SPEC §1 feature flags: the one check every switchable feature's calls make. */
import * as Effect from "effect/Effect"
import { FeatureDisabled, type SwitchableFeature } from "../../schemas/errors/features.js"
import type { View } from "../../schemas/views.js"
import { Config } from "../../services/Config.js"

/** Succeeds when the host left `feature` on. Fails: FeatureDisabled. */
export const requireFeature = (feature: SwitchableFeature): Effect.Effect<void, FeatureDisabled, Config> =>
  Effect.flatMap(Config, (config) => (config.features[feature] ? Effect.void : Effect.fail(new FeatureDisabled({ feature }))))

/** The view each switchable feature owns (SPEC §1): showing it while the feature is off is refused. */
export const VIEW_FEATURES: { readonly [V in View]?: SwitchableFeature } = {
  WalletSend: "send",
  WalletReceive: "receive",
  WalletSwap: "swaps",
  Onramp: "onramp",
  Pay: "pay"
}

/** Succeeds unless `view` belongs to a feature the host switched off. Fails: FeatureDisabled. */
export const requireViewFeature = (view: View): Effect.Effect<void, FeatureDisabled, Config> => {
  const feature = VIEW_FEATURES[view]
  return feature === undefined ? Effect.void : requireFeature(feature)
}
