// dev/startParts.ts: the stack's parts start side by side, and a failure or an abort stops each one that started.
import { describe, expect, it } from "vitest"
import { startParts } from "../../dev/startParts.js"

/** A part whose start settles when the test says so, and which counts its stops. */
const controlledPart = () => {
  const stopped: Array<string> = []
  let settle: { readonly up: () => void; readonly fail: (error: Error) => void } | undefined
  const start = (name: string) => () =>
    new Promise<{ readonly stop: () => Promise<void> }>((resolve, reject) => {
      settle = {
        up: () => resolve({ stop: async () => void stopped.push(name) }),
        fail: reject
      }
    })
  return { stopped, start, settle: () => settle }
}

describe("startParts", () => {
  it("stops a part that was still starting when another failed, once it is up", async () => {
    const parts = startParts({ log: () => {} })
    const slow = controlledPart()
    const slowStarting = parts.begin(slow.start("slow"))
    const failing = parts.begin(() => Promise.reject(new Error("no port")))
    await expect(failing).rejects.toThrow("no port")
    const stopping = parts.stopAll()
    slow.settle()?.up()
    await stopping
    await slowStarting
    expect(slow.stopped).toEqual(["slow"])
  })

  it("an abort rejects a wait at once with its reason; stopAll then stops what is up, each part once", async () => {
    const abort = new AbortController()
    const parts = startParts({ log: () => {}, signal: abort.signal })
    const up = controlledPart()
    const never = controlledPart()
    parts.begin(up.start("up"))
    up.settle()?.up()
    const waiting = parts.untilAborted(parts.begin(never.start("never")))
    abort.abort(new Error("Ctrl-C"))
    await expect(waiting).rejects.toThrow("Ctrl-C")
    never.settle()?.fail(new Error("killed"))
    await parts.stopAll()
    await parts.stopAll()
    expect(up.stopped).toEqual(["up"])
    expect(never.stopped).toEqual([])
  })

  it("logs a part's ready line once it is up", async () => {
    const lines: Array<string> = []
    const parts = startParts({ log: (line) => lines.push(line) })
    await parts.begin(async () => ({ url: "http://127.0.0.1:1", stop: async () => {} }), (part) => `ready at ${part.url}`)
    expect(lines).toEqual(["ready at http://127.0.0.1:1"])
  })
})
