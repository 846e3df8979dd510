/**
 * The email update (SPEC §4): APP_UPDATE_EMAIL → VERIFY_PRIMARY_OTP (code to the current address) →
 * VERIFY_SECONDARY_OTP (code to the new one) → newEmail, stored and shown by Account; a wrong code keeps the step.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { TEST_FRAME_OTP } from "../../../layers/test/SecureFrame.js"
import { EmbeddedWallet } from "../../../services/EmbeddedWallet.js"
import { Router } from "../../../services/Router.js"
import { Storage } from "../../../services/Storage.js"
import { embeddedGraph } from "./harness.js"

const OLD = "visitor@example.com"
const NEW = "new@example.com"

describe("email update (SPEC §4)", () => {
  it.effect("primary code, then secondary code, then the new email is stored and shown", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      const router = yield* Router
      yield* wallet.submitEmail(OLD)
      yield* wallet.submitOtp(TEST_FRAME_OTP)

      yield* wallet.startEmailUpdate("not an email")
      const invalid = yield* wallet.update.get
      assert.isTrue(invalid._tag === "Failed" && invalid.step === "email" && invalid.error._tag === "InvalidEmail")

      yield* wallet.startEmailUpdate(NEW)
      assert.deepStrictEqual(yield* wallet.update.get, { _tag: "AwaitingPrimaryOtp", newEmail: NEW })
      assert.deepStrictEqual((yield* router.state.get).route, { view: "UpdateEmailPrimaryOtp", email: OLD })

      yield* wallet.submitUpdateOtp("999999")
      const wrong = yield* wallet.update.get
      assert.isTrue(wrong._tag === "Failed" && wrong.step === "primary" && wrong.error.message === "Invalid code")

      yield* wallet.submitUpdateOtp(TEST_FRAME_OTP)
      assert.deepStrictEqual(yield* wallet.update.get, { _tag: "AwaitingSecondaryOtp", newEmail: NEW })
      assert.deepStrictEqual((yield* router.state.get).route, { view: "UpdateEmailSecondaryOtp", email: NEW })

      yield* wallet.submitUpdateOtp(TEST_FRAME_OTP)
      assert.deepStrictEqual(yield* wallet.update.get, { _tag: "Done", newEmail: NEW })
      assert.strictEqual(yield* wallet.email.get, NEW)
      assert.deepStrictEqual(yield* (yield* Storage).email.get, Option.some(NEW))
      assert.strictEqual((yield* router.state.get).view, "Account")
      const frame = yield* graph.frame
      assert.deepStrictEqual(
        (yield* frame.sent).map((r) => r.type).filter((t) => t.startsWith("APP_UPDATE_EMAIL")),
        ["APP_UPDATE_EMAIL", "APP_UPDATE_EMAIL_PRIMARY_OTP", "APP_UPDATE_EMAIL_PRIMARY_OTP", "APP_UPDATE_EMAIL_SECONDARY_OTP"]
      )
    }).pipe(Effect.provide(graph.layer))
  })
})
