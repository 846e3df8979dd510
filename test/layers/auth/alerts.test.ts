/**
 * SPEC §8/§9 frame alerts through EmbeddedWallet: a frame that did not load raises "Network Error - Could not
 * load embedded wallet", a login request that timed out raises "Embedded Wallet Request Timed Out" and fails the
 * step with that text.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { FrameTimeout } from "../../../schemas/errors/frame.js"
import { Alerts } from "../../../services/Alerts.js"
import { EmbeddedWallet } from "../../../services/EmbeddedWallet.js"
import { waitFor } from "../../services/harness.js"
import { embeddedGraph } from "./harness.js"

describe("frame alerts (SPEC §8)", () => {
  it.effect("the frame failing to load raises iframeLoadFailed", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* (yield* EmbeddedWallet).prefetch
      const frame = yield* graph.frame
      yield* frame.setStatus({ _tag: "Failed", error: new FrameTimeout({ phase: "load" }) })
      const raised = yield* waitFor((yield* Alerts).state, (kinds) => kinds.length > 0)
      assert.deepStrictEqual(raised, ["iframeLoadFailed"])
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("APP_CONNECT_EMAIL timing out raises iframeRequestTimeout and fails the email step", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.prefetch
      const frame = yield* graph.frame
      yield* frame.handle("APP_CONNECT_EMAIL", () => Effect.fail(new FrameTimeout({ phase: "request", request: "APP_CONNECT_EMAIL" })))
      yield* wallet.submitEmail("visitor@example.com")
      const state = yield* wallet.login.get
      assert.isTrue(state._tag === "Failed" && state.step === "email" && state.error.message === "Embedded Wallet Request Timed Out")
      assert.deepStrictEqual(yield* (yield* Alerts).state.get, ["iframeRequestTimeout"])
    }).pipe(Effect.provide(graph.layer))
  })
})
