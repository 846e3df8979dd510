/**
 * Whether a typed label may be registered (SPEC §5 rules, §7 lookup and suggestions): the rule it breaks at once;
 * otherwise, once looked up, free or taken with the zone's free suggestions.
 */
import * as Effect from "effect/Effect"
import { ACCOUNT_NAME_ZONE, accountNameLabel, fullAccountName } from "../../../schemas/names.js"
import { accountNameProblem } from "../../../schemas/validators/core/accountName.js"
import type { BlockchainApiShape } from "../../../services/BlockchainApi.js"
import type { NameAvailability } from "../../../services/Names.js"

/** What is known of `label` before any request: empty, a broken rule, or (valid) being checked. */
export const localAvailability = (label: string): NameAvailability => {
  const typed = label.trim()
  if (typed.length === 0) return { status: "empty" }
  const rule = accountNameProblem(typed)
  return rule === undefined ? { status: "checking", name: fullAccountName(typed) } : { status: "invalid", rule }
}

/** Looks `name` (a full name) up on `caipNetworkId`; a taken name brings the zone's suggestions that are still free. Never fails. */
export const lookUpAvailability = (api: BlockchainApiShape, caipNetworkId: string, name: string): Effect.Effect<NameAvailability> =>
  api.lookupName({ caipNetworkId, name }).pipe(
    Effect.flatMap((record) =>
      record === undefined
        ? Effect.succeed<NameAvailability>({ status: "available", name })
        : api.getNameSuggestions({ caipNetworkId, name: accountNameLabel(name), zone: ACCOUNT_NAME_ZONE }).pipe(
          Effect.either,
          Effect.map((found): NameAvailability => ({
            status: "taken",
            name,
            suggestions: found._tag === "Right" ? found.right.filter((s) => s.registered !== true && s.name !== name).map((s) => s.name) : [],
            suggestionsError: found._tag === "Left" ? found.left : undefined
          }))
        )
    ),
    Effect.catchAll((error) => Effect.succeed<NameAvailability>({ status: "failed", name, error }))
  )
