/**
 * The validators on hostile input: isEmail must not backtrack its way into a stall on a long, nearly valid
 * address. Timed here, not in `npm test` (a loaded machine would fail a time bound there); the unit test
 * (test/schemas/validators/email.test.ts) checks the same inputs are rejected.
 */
import { isEmail } from "../schemas/validators/core/email.js"
import type { Budget, Summary } from "./results.js"
import { median } from "./stats.js"

/** Long addresses built to make a backtracking pattern try every split. */
export const HOSTILE_EMAILS: ReadonlyArray<string> = [`${"a".repeat(200)}@${"a-".repeat(25)}`, `a@${"a.".repeat(120)}`]

/** The goal for checking every hostile input once, ms. */
export const HOSTILE_EMAILS_BUDGET_MS = 50

/** Checks every hostile input once, `repeats` times: the time of each round, ms. */
export const timeHostileEmails = (repeats = 25): Summary => {
  const samples: Array<number> = []
  for (let round = 0; round < repeats; round++) {
    const start = performance.now()
    for (const input of HOSTILE_EMAILS) if (isEmail(input)) throw new Error(`isEmail accepted a hostile input: ${input}`)
    samples.push(Math.round((performance.now() - start) * 1000) / 1000)
  }
  return { median: median(samples), samples }
}

export const validatorBudgets = (hostileEmailMs: Summary | undefined): ReadonlyArray<Budget> => {
  const actual = hostileEmailMs === undefined || hostileEmailMs.samples.length === 0 ? undefined : Math.max(...hostileEmailMs.samples)
  return [{
    name: `isEmail on hostile input ≤ ${HOSTILE_EMAILS_BUDGET_MS} ms`,
    measure: "slowest of the rounds, each checking every hostile input once (no catastrophic backtracking)",
    limit: HOSTILE_EMAILS_BUDGET_MS,
    actual,
    pass: actual === undefined ? undefined : actual <= HOSTILE_EMAILS_BUDGET_MS,
    unit: "ms"
  }]
}
