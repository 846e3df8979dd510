/**
 * Runs asynchronous jobs that occupy libuv's thread pool (zlib's compressions) one after the other. The pool's four
 * threads serve the whole process, every thread's file system calls included: a build's 2 × 160 compressions
 * queued at once held a file system call queued behind them for seconds (an fs.stat behind 160 files of JS, 18 MiB,
 * waited 13 s on an idle machine). One job at a time per module instance (a vitest worker, a bench process) leaves
 * the other threads to everyone else; the event loop keeps turning meanwhile.
 */
let tail: Promise<unknown> = Promise.resolve()

export const onePoolJobAtATime = <A>(job: () => Promise<A>): Promise<A> => {
  const run = tail.then(job)
  // The next job waits for this one's end, whether it succeeded or failed; the caller sees the failure.
  tail = run.catch(() => undefined)
  return run
}
