// Debian's Chromium, as every browser run here launches it (e2e tests, benchmarks). Never downloaded.

/** The system Chromium (apt-get install chromium); override with $CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"

/** Headless, and quiet on a closed network (no background, component-update or sync traffic). */
export const CHROMIUM_ARGS: ReadonlyArray<string> = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]
