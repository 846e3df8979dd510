// bench/build.ts's measure (gzip -9 and brotli q11 of each output file, for npm run size and test/bench/size.test.ts):
// compressing a build's files synchronously held the vitest worker's event loop 7.8 s at load ~4 and 17 s at load
// ~8 (birpc fails its calls after 60 s). It compresses on libuv's thread pool.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib"
import { afterEach, describe, expect, it } from "vitest"
import { measure } from "../../bench/build.js"

/** Text with little repetition (brotli q11 works hard on it): a seeded linear congruential generator's letters. */
const text = (length: number): Uint8Array => {
  let seed = 21
  return Uint8Array.from({ length }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return 97 + (seed % 26)
  })
}

let timer: ReturnType<typeof setInterval> | undefined
afterEach(() => clearInterval(timer))

describe("measure", () => {
  it("gives a file's minified, gzip -9 and brotli q11 bytes", async () => {
    const bytes = text(4_096)
    const brotli = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    expect(await measure(bytes)).toEqual({ min: 4_096, gzip: gzipSync(bytes, { level: 9 }).byteLength, brotli: brotli.byteLength })
  })

  it("leaves the caller's event loop free while it compresses: its timers fire", async () => {
    let ticks = 0
    timer = setInterval(() => ticks++, 5)
    await measure(text(512 * 1024))
    expect(ticks).toBeGreaterThan(0)
  })
})
