/**
 * How long a test may wait for a state (Testing Library's waitFor, expect.poll) in both suites. A bound against a
 * hang, not a speed figure: a wait ends as soon as its state holds, so only a broken run ever reaches it, and on
 * a loaded machine a state that takes 1.1 s is slow, not wrong (Testing Library's and vitest's default is 1 s).
 */
export const STATE_WAIT_TIMEOUT_MS = 15_000

/**
 * The HTTP timeout the reliability tests (test/dev/*Reliability.test.ts) give their RPC client. Those tests check
 * what the retry policy does with the chaos proxy's faults (its "delay" fault holds a request just past this); with
 * 1 s, a loaded machine's anvil answering 50 reads at once timed real answers out too (97 of 150 reads correct at a
 * load average of ~20 on two cores), which is the machine's speed, not the policy.
 */
export const RELIABILITY_RPC_TIMEOUT_MS = 5_000

/**
 * How long a browser test (test/e2e) may wait for a state: every Playwright context's default and navigation
 * timeout (test/e2e/browser.ts), and expect.poll / vi.waitFor / vi.waitUntil in the e2e config. A bound against a
 * hang, not a speed figure: a first QR on a cold stack took 16 s on a loaded two-core CI machine, which is slow,
 * not wrong, and the 10-30 s literals each test used to give failed there.
 */
export const BROWSER_STATE_WAIT_MS = 45_000
