// A test's seconds of synchronous work (a TypeScript program and its checker) run in a child `node`, so the vitest
// worker's event loop stays free (a worker held ≥ 60 s fails its RPC to the main process: eventLoopStalls.ts).
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import * as Schema from "effect/Schema"
import { projectRoot } from "../../dev/paths.js"

/** Runs `node ...args` in the project root and decodes what it prints, JSON, with `schema`. */
export const childJson = async <A, I>(args: ReadonlyArray<string>, schema: Schema.Schema<A, I>): Promise<A> => {
  const { stdout } = await promisify(execFile)(process.execPath, [...args], { cwd: projectRoot(), maxBuffer: 16 * 1024 * 1024 })
  return Schema.decodeUnknownSync(Schema.parseJson(schema))(stdout)
}
