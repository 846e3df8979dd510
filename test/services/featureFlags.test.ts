/**
 * SPEC §1 feature flags (issue 25): each switchable feature's view is refused with FeatureDisabled while it is off
 * (the router stays where it was), and the feature's own calls are refused too; on (the defaults, pay aside) they pass.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as intents from "../../runtime/intents.js"
import type { Route } from "../../schemas/views.js"
import { OnrampFeature } from "../../services/Onramp.js"
import { SwapFeature } from "../../services/Swap.js"
import { Router } from "../../services/Router.js"
import { harness } from "./harness.js"

const views: ReadonlyArray<readonly [string, Route]> = [
  ["send", { view: "WalletSend" }],
  ["receive", { view: "WalletReceive" }],
  ["swaps", { view: "WalletSwap" }],
  ["onramp", { view: "Onramp" }],
  ["pay", { view: "Pay" }]
]

describe("feature flags", () => {
  for (const [feature, route] of views) {
    it.effect(`${feature} off: its view is refused with FeatureDisabled and the route stays`, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(intents.showView(route))
        assert.deepStrictEqual([error._tag, error.feature, error.message], ["FeatureDisabled", feature, `The ${feature} feature is not enabled`])
        assert.strictEqual((yield* (yield* Router).state.get).view, "Connect")
      }).pipe(Effect.provide(harness({ options: { features: { [feature]: false } } }))))
  }

  it.effect("on by default (pay aside): the views show", () =>
    Effect.gen(function*() {
      for (const [, route] of views.filter(([feature]) => feature !== "pay")) yield* intents.showView(route)
      assert.strictEqual((yield* (yield* Router).state.get).view, "Onramp")
      assert.strictEqual((yield* Effect.flip(intents.showView({ view: "Pay" })))._tag, "FeatureDisabled")
    }).pipe(Effect.provide(harness())))

  it.effect("onramp off: the Onramp service's load is refused", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(Effect.flatMap(OnrampFeature, (feature) => feature.load))
      assert.strictEqual(error._tag, "FeatureDisabled")
    }).pipe(Effect.provide(harness({ options: { features: { onramp: false } } }))))

  it.effect("swaps off: the Swap service's load is refused", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(Effect.flatMap(SwapFeature, (feature) => feature.load))
      assert.strictEqual(error._tag, "FeatureDisabled")
    }).pipe(Effect.provide(harness({ options: { features: { swaps: false } } }))))
})
