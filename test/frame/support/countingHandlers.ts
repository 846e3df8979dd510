/** Handlers that only count their executions (the dispatcher's and the fuzz test's "0 accepted"). */
import type { Handlers } from "../../../frame/dispatcher.js"
import { FRAME_REQUEST_TYPES, type FrameRequestType } from "../../../schemas/frame/requests.js"

export const countingHandlers = () => {
  const executed = new Map<FrameRequestType, number>()
  const handlers = Object.fromEntries(
    FRAME_REQUEST_TYPES.map((type) => [type, async () => {
      executed.set(type, (executed.get(type) ?? 0) + 1)
      return {}
    }])
  ) as unknown as Handlers // test double: every entry answers {} whatever its table's success type
  const total = () => [...executed.values()].reduce((a, b) => a + b, 0)
  return { handlers, executed, total }
}
