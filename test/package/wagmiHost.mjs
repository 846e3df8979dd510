// The wagmi host of the package check (issue 24): a fresh React 19 app with wagmi 3 and @tanstack/react-query
// that installs the packed tarball offline from the npm cache (its lockfile cut from ours, as check.mjs's
// hosts), typechecks the README's wagmi example under `tsc --strict` and runs it in Chromium against the dev
// stack (wagmiBrowser.ts): connect through walletport's modal, an ERC-20 transfer with useWriteContract, the
// balance read back. `await checkWagmiHost({ root, work, tarball })` from check.mjs.
import { spawnSync } from "node:child_process"
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { basename, join } from "node:path"
import ts from "typescript"
import { hostLockfile } from "./hostLockfile.mjs"
import { readmeExample } from "./readme.mjs"

/** What the wagmi host installs beside walletport, at our lockfile's versions. */
const DEPENDENCIES = ["react", "react-dom", "viem", "effect", "wagmi", "@tanstack/react-query"]
const TOOLS = ["@types/react", "@types/react-dom"]
const EXAMPLE = "wagmi host"
/** The page's entry: the example's App in a React 19 root (written here: beside the repo's sources it would not resolve ./App). */
const CLIENT = `import { createRoot } from "react-dom/client"
import { App } from "./App"

const root = document.getElementById("root")
if (root === null) throw new Error("wagmi host: no #root")
createRoot(root).render(<App />)
`

/** The README's wagmi example, as it stands. */
const wagmiExample = (root) => readmeExample(join(root, "README.md"), EXAMPLE)

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 << 20, ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`)
  return result
}

export async function checkWagmiHost({ root, work, tarball }) {
  const dir = join(work, "host-wagmi")
  await mkdir(dir, { recursive: true })
  const name = basename(tarball)
  await cp(tarball, join(dir, name))
  const ourLock = JSON.parse(await readFile(join(root, "package-lock.json"), "utf8"))
  const versionOf = (pkg) => {
    const entry = ourLock.packages[`node_modules/${pkg}`]
    if (entry === undefined) throw new Error(`${pkg} is not in package-lock.json`)
    return entry.version
  }
  const hostPackage = {
    name: "walletport-wagmi-host",
    private: true,
    type: "module",
    dependencies: { walletport: `file:${name}`, ...Object.fromEntries(DEPENDENCIES.map((pkg) => [pkg, `^${versionOf(pkg)}`])) },
    devDependencies: Object.fromEntries(TOOLS.map((pkg) => [pkg, `^${versionOf(pkg)}`]))
  }
  await writeFile(join(dir, "package.json"), `${JSON.stringify(hostPackage, null, 2)}\n`)
  const packedManifest = JSON.parse(run("tar", ["-xzOf", tarball, "package/package.json"]).stdout)
  const { lock } = await hostLockfile(ourLock, hostPackage, packedManifest, join(dir, name))
  await writeFile(join(dir, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`)
  // A host installs with its own npm settings, not the ones `npm test` exports to its children.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
  run("npm", ["ci", "--offline", "--no-audit", "--no-fund", "--loglevel", "error"], { cwd: dir, env })

  await writeFile(join(dir, "App.tsx"), await wagmiExample(root))
  await writeFile(join(dir, "client.tsx"), CLIENT)
  const fixtures = join(root, "test/package/wagmi-host")
  for (const file of await readdir(fixtures)) await cp(join(fixtures, file), join(dir, file))
  typecheck(dir)

  // check.mjs's step prints the time this took.
  run(process.execPath, [join(root, "scripts/run-ts.mjs"), join(root, "test/package/wagmiBrowser.ts"), dir], { stdio: "inherit" })
}

/** `tsc --strict` on the host's files (the README example and its entry), as the host's own tsconfig says. */
function typecheck(dir) {
  const path = join(dir, "tsconfig.json")
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile)
  if (error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, path)
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options })
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)]
  if (diagnostics.length > 0) {
    const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => "\n" }
    throw new Error(`wagmi host: tsc --strict:\n${ts.formatDiagnostics(diagnostics, formatHost)}`)
  }
  console.log(`  wagmi host: tsc --strict, no errors (${parsed.fileNames.length} files)`)
}
