/** SPEC §1 feature flags: the one check every switchable feature's calls make. */
import * as Effect from "effect/Effect"
import { FeatureDisabled, type SwitchableFeature } from "../../schemas/errors/features.js"
import { Config } from "../../services/Config.js"

/** Succeeds when the host left `feature` on. Fails: FeatureDisabled. */
export const requireFeature = (feature: SwitchableFeature): Effect.Effect<void, FeatureDisabled, Config> =>
  Effect.flatMap(Config, (config) => (config.features[feature] ? Effect.void : Effect.fail(new FeatureDisabled({ feature }))))
