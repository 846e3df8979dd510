// One parse of each file across the package check's compiler programs (the host's tsconfigs, its viem example,
// the host tsc figures): a compiler host whose source files come from a cache shared by the programs given it.
// A source file's parse depends on the file's language version and module format and on the options that decide
// whether it is a module (jsx, moduleDetection): all of them are in the key, so programs under different
// resolutions share what parses the same and parse again what does not.
import ts from "typescript"

/** A cache to share between the compiler hosts of one host folder. */
export const newParseCache = () => new Map()

/** `ts.createCompilerHost(options)` taking its source files from `cache`; `dir` is its current directory. */
export function cachedCompilerHost(options, cache, dir) {
  const host = ts.createCompilerHost(options)
  // The host's folder, not this process's: the `@types` a program includes on its own are found from it.
  host.getCurrentDirectory = () => dir
  const getSourceFile = host.getSourceFile.bind(host)
  const moduleOptions = `${options.jsx}|${options.moduleDetection}`
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const parse = typeof languageVersionOrOptions === "object" ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions }
    const key = `${fileName}|${parse.languageVersion}|${parse.impliedNodeFormat}|${parse.jsDocParsingMode}|${moduleOptions}`
    if (shouldCreateNewSourceFile === true || !cache.has(key)) cache.set(key, getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile))
    return cache.get(key)
  }
  return host
}
