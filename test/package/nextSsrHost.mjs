// The App Router host of docs/ssr.md (issue 27) in the Next.js host's install (nextHost.mjs): its app/ replaced
// by the four files docs/ssr.md shows (read by marker, so the docs are what runs: `ssr: true`, the layout reading
// the cookie with cookieToInitialState, the providers with <WalletportSsrProvider>), built by `next build`,
// served by `next start` and checked by nextSsrBrowser.ts: server HTML without and with a session cookie, then
// hydration in Chromium.
import { mkdir, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { run } from "./commands.mjs"
import { NEXT_ENV, withNextServer } from "./nextHost.mjs"
import { readmeExample } from "./readme.mjs"

/** docs/ssr.md's examples, by marker, and the file each becomes in the host's app/. */
const FILES = { "ssr options": "walletport.ts", "ssr providers": "providers.tsx", "ssr layout": "layout.tsx", "ssr page": "page.tsx" }

/** Runs after the Next host's own steps (it replaces their app/ and their build). */
export async function checkNextSsrHost({ root, dir }) {
  const label = "Next.js App Router host (docs/ssr.md)"
  await rm(join(dir, "app"), { recursive: true, force: true })
  await mkdir(join(dir, "app"))
  for (const [example, file] of Object.entries(FILES)) {
    await writeFile(join(dir, "app", file), await readmeExample(join(root, "docs/ssr.md"), example))
  }
  run(join(dir, "node_modules/.bin/next"), ["build"], { cwd: dir, env: { ...process.env, ...NEXT_ENV } })
  await withNextServer({ dir, label }, (origin) =>
    run(process.execPath, [join(root, "scripts/run-ts.mjs"), join(root, "test/package/nextSsrBrowser.ts"), origin, label], { stdio: "inherit" }))
}

// `node test/package/nextSsrHost.mjs <Next host dir>`: this step alone, on a host check.mjs kept (KEEP_PACKAGE_HOST).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir] = process.argv.slice(2)
  if (dir === undefined) throw new Error("usage: nextSsrHost.mjs <Next host dir>")
  await checkNextSsrHost({ root: join(new URL(".", import.meta.url).pathname, "../.."), dir })
}
