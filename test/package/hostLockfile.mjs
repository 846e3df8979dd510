// A package-lock.json for the smoke-test host, cut from walletport's own lockfile.
//
// Why: `npm install --offline` resolves ranges from full registry documents, which `npm ci` never
// caches (it fetches abbreviated ones), so on a machine that only ran `npm ci` an offline install of
// new ranges fails with ENOTCACHED. Every package the host needs is already in our lockfile at the
// version a host gets today, so the host's tree is cut from it and installed with `npm ci --offline`:
// the same tarballs, from the cache, with no network.
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"

/**
 * @param ours walletport's parsed package-lock.json
 * @param host the host's package.json (its dependencies name walletport as `file:<tarball>`)
 * @param walletport the packed package.json and the tarball's path (as the host's package.json spells it)
 */
export async function hostLockfile(ours, host, walletport, tarballPath, registry = "https://registry.npmjs.org/") {
  const packages = ours.packages
  const tarball = await readFile(tarballPath)
  const spec = host.dependencies.walletport
  const walletportEntry = {
    version: walletport.version,
    resolved: spec,
    integrity: `sha512-${createHash("sha512").update(tarball).digest("base64")}`,
    license: walletport.license,
    dependencies: walletport.dependencies,
    peerDependencies: walletport.peerDependencies,
    engines: walletport.engines
  }
  const entryOf = (path) => (path === "node_modules/walletport" ? walletportEntry : packages[path])

  // Node's lookup: the nearest node_modules/<name> walking up from the dependent's folder.
  const resolve = (from, name) => {
    for (let dir = from; ; ) {
      const path = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`
      if (entryOf(path) !== undefined) return path
      if (dir === "") throw new Error(`${name} (needed by ${from || "the host"}) is not in package-lock.json`)
      const up = dir.lastIndexOf("/node_modules/")
      dir = up < 0 ? "" : dir.slice(0, up)
    }
  }
  // Everything npm would place: dependencies, optional dependencies, and peers that are not optional.
  const closure = (roots) => {
    const seen = new Set()
    const queue = roots.map((name) => resolve("", name))
    while (queue.length > 0) {
      const path = queue.pop()
      if (seen.has(path)) continue
      seen.add(path)
      const entry = entryOf(path)
      const optionalPeers = entry.peerDependenciesMeta ?? {}
      const names = [
        ...Object.keys(entry.dependencies ?? {}),
        ...Object.keys(entry.optionalDependencies ?? {}),
        ...Object.keys(entry.peerDependencies ?? {}).filter((name) => optionalPeers[name]?.optional !== true)
      ]
      for (const name of names) {
        try {
          queue.push(resolve(path, name))
        } catch (error) {
          // An optional dependency for another platform may be absent from our lockfile; npm skips it too.
          if (!(name in (entry.optionalDependencies ?? {}))) throw error
        }
      }
    }
    return seen
  }
  const runtime = closure(Object.keys(host.dependencies))
  const tools = closure(Object.keys(host.devDependencies))
  const lock = { name: host.name, lockfileVersion: 3, requires: true, packages: { "": { name: host.name, ...pick(host) } } }
  for (const path of [...new Set([...runtime, ...tools])].sort()) {
    const { dev, devOptional, peer, ...entry } = withTarballUrl(path, entryOf(path), registry)
    lock.packages[path] = runtime.has(path) ? entry : { ...entry, dev: true }
  }
  return { lock, runtime }
}

/**
 * Our lockfile names no `resolved` URLs (npm left them out), so `npm ci` asks the registry for a package's
 * document to find its tarball, and fails offline for a package whose document the cache lacks (Next's
 * styled-jsx did): the URL is the registry's, spelt as npm spells it; the tarball comes from the cache by
 * its integrity.
 */
const withTarballUrl = (path, entry, registry) => {
  if (entry.resolved !== undefined || entry.link === true || entry.version === undefined) return entry
  const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length)
  const base = name.slice(name.lastIndexOf("/") + 1)
  return { ...entry, resolved: new URL(`${name}/-/${base}-${entry.version}.tgz`, registry).href }
}

const pick = ({ dependencies, devDependencies }) => ({ dependencies, devDependencies })
