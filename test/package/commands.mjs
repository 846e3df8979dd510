// How the package check runs commands and npm in its hosts: shared by check.mjs and the host modules.
import { spawn, spawnSync } from "node:child_process"

/** Runs a command; on failure prints its output and throws. Returns stdout and stderr. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 << 20, ...options })
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "")
    process.stderr.write(result.stderr ?? "")
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`)
  }
  return { stdout: result.stdout, stderr: result.stderr }
}

/** spawnSync's result, without blocking the event loop (so an install can run beside other steps). */
export function spawnAsync(command, args, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk))
    child.on("error", reject)
    child.on("close", (status) => resolvePromise({ status, stdout, stderr }))
  })
}

/** npm's own warnings about this machine's user config are not the package's; every other one is. */
export const npmWarnings = (output) =>
  output.split("\n").filter((line) => /^npm warn/i.test(line) && !/Unknown (user|global|project) config/.test(line))

/** A host installs with its own npm settings, not the ones `npm test` exports to its children. */
export const hostEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))

/** The npm flags every host install uses. */
export const NPM_ARGS = ["--no-audit", "--no-fund", "--loglevel", "warn"]
