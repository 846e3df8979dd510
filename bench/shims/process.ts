/**
 * A minimal `process` for browser bundles, injected by esbuild only where a dependency reads the
 * free variable `process` (some wallet SDKs read `process.env.X` or `process.browser`). Our own
 * bundle does not reference it, so it gets none of this.
 */
export const process = {
  env: { NODE_ENV: "production" } as Record<string, string | undefined>,
  browser: true,
  version: "",
  versions: {} as Record<string, string>,
  platform: "browser",
  argv: [] as Array<string>,
  cwd: (): string => "/",
  nextTick: (callback: (...args: Array<unknown>) => void, ...args: Array<unknown>): void => {
    queueMicrotask(() => callback(...args))
  }
}
