// The README's React example in a Next.js 15 App Router host (issue 24): installed from the packed tarball
// like the other hosts, built for production by `next build` (webpack and the SWC minifier, as a Next host
// deploys it), served by `next start` on 127.0.0.1 and loaded in Chromium (nextBrowser.ts). The same app holds
// docs/ssr.md's App Router host under its own root layout (nextSsrHost.mjs): one build for both.
import { spawn } from "node:child_process"
import { cp, readFile, writeFile } from "node:fs/promises"
import { createServer } from "node:net"
import { join } from "node:path"
import { run } from "./commands.mjs"
import { installLockedHost } from "./lockedHost.mjs"
import { writeNextSsrApp } from "./nextSsrHost.mjs"
import { readmeExample } from "./readme.mjs"

/** What a Next host installs: Next and React 19, walletport's peers, and what Next wants for TypeScript. */
const DEPENDENCIES = ["next", "react", "react-dom", "viem", "effect", "@solana/kit"]
const DEV_DEPENDENCIES = ["typescript", "@types/react", "@types/react-dom", "@types/node"]
/** How often (every POLL_MS) `next start` is asked before giving up (about a minute), and how long it may take to exit. */
const START_POLLS = 300
const POLL_MS = 200
const STOP_TIMEOUT_MS = 10_000
/** Next without its telemetry (no network) and without prompts. */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: "1", CI: "1" }

/** Installs the Next host into `dir` (offline, from the npm cache); resolves with npm's warnings. */
export const installNextHost = ({ root, dir, tarball }) =>
  installLockedHost({ root, dir, name: "walletport-next-host", tarball, dependencies: DEPENDENCIES, devDependencies: DEV_DEPENDENCIES })

/**
 * Writes the app (the fixtures of next-host/, the README example as its "use client" providers file, docs/ssr.md's
 * host beside it and a module naming every subpath's types) and runs `next build`. Next writes the host's tsconfig.json on its first
 * build, as it does for a new app; it is returned.
 */
export async function buildNextHost({ root, dir }) {
  await cp(join(root, "test/package/next-host"), dir, { recursive: true })
  const example = await readmeExample(join(root, "README.md"), "host app")
  await writeFile(join(dir, "app/(readme)/providers.tsx"), `"use client"\n\n${example}`)
  await writeNextSsrApp({ root, dir })
  // Every public subpath, for the host's tsconfig (node10 resolution) to resolve: typesVersions must list each.
  const { exports } = JSON.parse(await readFile(join(root, "package.json"), "utf8"))
  const subpaths = Object.keys(exports).filter((subpath) => subpath !== "./package.json")
  await writeFile(join(dir, "entries.ts"), subpaths.map((subpath, i) => `export type * as entry${i} from "walletport${subpath.slice(1)}"\n`).join(""))
  run(join(dir, "node_modules/.bin/next"), ["build"], { cwd: dir, env: { ...process.env, ...NEXT_ENV } })
  return JSON.parse(await readFile(join(dir, "tsconfig.json"), "utf8"))
}

/** Serves the build with `next start` on a free port and loads it in Chromium; the server is stopped after. */
export const browseNextHost = ({ root, dir, label }) =>
  withNextServer({ dir, label }, (origin) =>
    run(process.execPath, [join(root, "scripts/run-ts.mjs"), join(root, "test/package/nextBrowser.ts"), origin, label], { stdio: "inherit" }))

/**
 * Runs `body(origin)` while `next start` serves the build on 127.0.0.1 (a free port); stops the server after
 * (bounded) and fails if it printed an error.
 */
export async function withNextServer({ dir, label }, body) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(join(dir, "node_modules/.bin/next"), ["start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, ...NEXT_ENV },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  server.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk))
  server.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve(code ?? signal)))
  try {
    await untilAnswers(origin, exited, () => output)
    await body(origin)
  } finally {
    await stop(server, exited)
  }
  if (/\berror\b/i.test(output)) throw new Error(`${label}: next start printed an error:\n${output}`)
}

/** A port the system just handed out, closed again for `next start` to take. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Resolves once `origin` answers 200; fails if the server exits first or never answers. */
async function untilAnswers(origin, exited, output) {
  let gone = false
  void exited.then(() => (gone = true))
  for (let poll = 0; poll < START_POLLS && !gone; poll++) {
    const status = await fetch(origin).then((response) => response.status, () => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`next start ${gone ? "exited" : `did not answer after ${START_POLLS} tries`}:\n${output()}`)
}

/** SIGTERM, then SIGKILL if the server is still there after STOP_TIMEOUT_MS. */
async function stop(server, exited) {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill("SIGTERM")
  const timer = setTimeout(() => server.kill("SIGKILL"), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}
