// The App Router host of docs/ssr.md (issue 27) in the Next.js host (nextHost.mjs), built by the same `next build`
// as the README example: the four files docs/ssr.md shows (read by marker, so the docs are what runs: `ssr: true`,
// the layout reading the cookie with cookieToInitialState, the providers with <WalletportSsrProvider>) are a root
// layout of their own under SSR_PATH (the route group app/(ssr)/; the README example's is app/(readme)/), served by
// `next start` and checked by nextSsrBrowser.ts: server HTML without and with a session cookie, then hydration.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { run } from "./commands.mjs"
import { withNextServer } from "./nextHost.mjs"
import { readmeExample } from "./readme.mjs"

/** docs/ssr.md's examples, by marker, and the file each becomes in the host's app/(ssr)/ssr/. */
const FILES = { "ssr options": "walletport.ts", "ssr providers": "providers.tsx", "ssr layout": "layout.tsx", "ssr page": "page.tsx" }
/** Where the docs' App Router host is served in the Next host. */
export const SSR_PATH = "/ssr"
const SSR_DIR = join("app", "(ssr)", SSR_PATH.slice(1))

/** Writes docs/ssr.md's files into the Next host's app/, before its `next build` (nextHost.mjs). */
export async function writeNextSsrApp({ root, dir }) {
  await mkdir(join(dir, SSR_DIR), { recursive: true })
  for (const [example, file] of Object.entries(FILES)) {
    await writeFile(join(dir, SSR_DIR, file), await readmeExample(join(root, "docs/ssr.md"), example))
  }
}

/** Serves the Next host's build and checks the docs' App Router host in it (after buildNextHost). */
export async function checkNextSsrHost({ root, dir }) {
  const label = "Next.js App Router host (docs/ssr.md)"
  await withNextServer({ dir, label }, (origin) =>
    run(process.execPath, [join(root, "scripts/run-ts.mjs"), join(root, "test/package/nextSsrBrowser.ts"), `${origin}${SSR_PATH}`, label], { stdio: "inherit" }))
}

// `node test/package/nextSsrHost.mjs <Next host dir>`: this step alone, on a host check.mjs kept (KEEP_PACKAGE_HOST).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir] = process.argv.slice(2)
  if (dir === undefined) throw new Error("usage: nextSsrHost.mjs <Next host dir>")
  await checkNextSsrHost({ root: join(new URL(".", import.meta.url).pathname, "../.."), dir })
}
