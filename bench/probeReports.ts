/**
 * What the in-page probe (browser.ts) has reported through the `__benchReport` binding. The probe pushes
 * each figure as it records it: polling from Node (page.waitForFunction) would have Playwright evaluate
 * its injected script in the page while the page loads, about 60 ms of the page's main thread on the
 * 4× CPU, in every scenario, inside the measured navigation → modal.
 */
export type ProbeKey = "button" | "dialogPainted" | "walletRequest"

const PROBE_KEYS: ReadonlyArray<ProbeKey> = ["button", "dialogPainted", "walletRequest"]
const isProbeKey = (key: unknown): key is ProbeKey => PROBE_KEYS.some((known) => known === key)

export interface ProbeReports {
  /** The binding's callback: records `key` (anything else the page sends is ignored). */
  readonly report: (key: unknown) => void
  /** Resolves true once `key` was reported (at once if it already was), false after `timeoutMs`. */
  readonly wait: (key: ProbeKey, timeoutMs: number) => Promise<boolean>
}

export const probeReports = (): ProbeReports => {
  const seen = new Set<ProbeKey>()
  const waiters = new Set<{ readonly key: ProbeKey; readonly done: (ok: boolean) => void }>()
  return {
    report: (key) => {
      if (!isProbeKey(key)) return
      seen.add(key)
      for (const waiter of waiters) if (waiter.key === key) waiter.done(true)
    },
    wait: (key, timeoutMs) =>
      seen.has(key)
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
          const waiter = {
            key,
            done: (ok: boolean) => {
              clearTimeout(timer)
              waiters.delete(waiter)
              resolve(ok)
            }
          }
          const timer = setTimeout(() => waiter.done(false), timeoutMs)
          waiters.add(waiter)
        })
  }
}
