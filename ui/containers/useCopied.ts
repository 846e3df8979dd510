/**
 * Copy to the clipboard with feedback: `copied` is true for COPIED_FOR after each copy (timed by the core's
 * Clock, so tests drive it with TestClock), and each copy is announced in the shell's live region, again on
 * a second copy while the first still shows.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { useCallback, useContext, useEffect, useRef, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { AnnounceContext } from "../shell/announcer.js"

/** How long "Copied" shows before the button says what it does again (as AppKit and RainbowKit do, ~2 s). */
export const COPIED_FOR = Duration.seconds(2)

export interface CopyFeedback {
  /** What was copied last, while "Copied" shows; undefined otherwise. */
  readonly copied: string | undefined
  /** Copies `text`; on success shows "Copied" and announces `message`. */
  readonly copy: (text: string, message: string) => void
}

export const useCopied = (): CopyFeedback => {
  const { runtime } = useLoaded().internals
  const announce = useContext(AnnounceContext)
  const [copied, setCopied] = useState<string>()
  // The pending reset: a newer copy restarts it; leaving the view cancels it.
  const reset = useRef<Fiber.RuntimeFiber<void>>(undefined)
  const cancel = useCallback(() => {
    const pending = reset.current
    reset.current = undefined
    if (pending !== undefined) runtime.runFork(Fiber.interrupt(pending))
  }, [runtime])
  useEffect(() => cancel, [cancel])
  const copy = useCallback(
    (text: string, message: string) => {
      void navigator.clipboard?.writeText(text).then(() => {
        cancel()
        setCopied(text)
        announce(message)
        reset.current = runtime.runFork(Effect.sleep(COPIED_FOR).pipe(Effect.andThen(Effect.sync(() => setCopied(undefined)))))
      }, () => undefined)
    },
    [runtime, announce, cancel]
  )
  return { copied, copy }
}
