// A fresh host installed offline from the npm cache, its tree cut from walletport's own lockfile
// (hostLockfile.mjs): the React 19 host and the Next.js host are both made this way.
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { basename, join } from "node:path"
import { hostEnv, NPM_ARGS, npmWarnings, run, spawnAsync } from "./commands.mjs"
import { hostLockfile } from "./hostLockfile.mjs"

/**
 * Installs `walletport` (the packed tarball) with `dependencies` and `devDependencies` (names only: each at
 * the version of our lockfile) into `dir`. Resolves with the packages of the host's runtime closure (paths in
 * its lockfile) and npm's warnings. Does not block the event loop, so it can run beside other steps.
 */
export async function installLockedHost({ root, dir, name, tarball, dependencies, devDependencies }) {
  await mkdir(dir, { recursive: true })
  const filename = basename(tarball)
  await cp(tarball, join(dir, filename))
  const ourLock = JSON.parse(await readFile(join(root, "package-lock.json"), "utf8"))
  const versionOf = (pkg) => {
    const entry = ourLock.packages[`node_modules/${pkg}`]
    if (entry === undefined) throw new Error(`${pkg} is not in package-lock.json`)
    return entry.version
  }
  const ranges = (names) => Object.fromEntries(names.map((pkg) => [pkg, `^${versionOf(pkg)}`]))
  const hostPackage = {
    name,
    private: true,
    type: "module",
    dependencies: { walletport: `file:${filename}`, ...ranges(dependencies) },
    devDependencies: ranges(devDependencies)
  }
  await writeFile(join(dir, "package.json"), `${JSON.stringify(hostPackage, null, 2)}\n`)
  const packedManifest = JSON.parse(run("tar", ["-xzOf", tarball, "package/package.json"]).stdout)
  const registry = run("npm", ["config", "get", "registry"], { env: hostEnv() }).stdout.trim()
  const { lock, runtime } = await hostLockfile(ourLock, hostPackage, packedManifest, join(dir, filename), registry)
  await writeFile(join(dir, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`)

  const env = hostEnv()
  let result = await spawnAsync("npm", ["ci", "--offline", ...NPM_ARGS], { cwd: dir, env })
  if (result.status !== 0) {
    // The cache lacks a tarball (evicted, or a different npm): let npm resolve, using the network if it must.
    console.log(`  ${name}: npm ci --offline failed; retrying with npm install --prefer-offline:\n${result.stderr}`)
    await rm(join(dir, "package-lock.json"))
    result = await spawnAsync("npm", ["install", "--prefer-offline", ...NPM_ARGS], { cwd: dir, env })
  }
  if (result.status !== 0) throw new Error(`${name}: install failed:\n${result.stdout}\n${result.stderr}`)
  return { runtime, warnings: npmWarnings(`${result.stdout}\n${result.stderr}`) }
}
