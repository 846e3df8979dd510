/**
 * How long a test may wait for a state (Testing Library's waitFor, expect.poll) in both suites. A bound against a
 * hang, not a speed figure: a wait ends as soon as its state holds, so only a broken run ever reaches it, and on
 * a loaded machine a state that takes 1.1 s is slow, not wrong (Testing Library's and vitest's default is 1 s).
 */
export const STATE_WAIT_TIMEOUT_MS = 15_000
