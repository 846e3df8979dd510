// The browser tests' runner (vitest.e2e.config.ts): vitest's own, plus the end of the worker's shared harness.
// A worker runs several files one after the other without isolation and keeps test/e2e/harness.ts's stack and
// browser between them; vitest tears a worker down once it has no file left, and the cleanup listeners run then.
import { VitestTestRunner } from "vitest/runners"
import { closeWorkerHarness } from "../e2e/harness.js"

export default class E2ERunner extends VitestTestRunner {
  constructor(...args: ConstructorParameters<typeof VitestTestRunner>) {
    super(...args)
    // One listener per worker (a Set of listeners: the same function is added once, whatever the file count).
    this.onCleanupWorkerContext(closeWorkerHarness)
  }
}
