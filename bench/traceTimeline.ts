/**
 * Reads a Chrome trace (bench/trace.ts) into a text timeline of the page's main thread: its tasks from
 * navigation on, what each spent its time on (direct children: script evaluation with its file, style,
 * layout, paint, events), the idle time between them, and when each JS file was requested and arrived.
 */

export interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly ts: number
  readonly dur: number | undefined
  readonly pid: number
  readonly tid: number
  readonly args: Record<string, unknown>
  /** Async and sample events' id (a profile's chunks carry their profile's). */
  readonly id: string | undefined
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined

const toEvent = (raw: unknown): TraceEvent | undefined => {
  const event = record(raw)
  if (event === undefined) return undefined
  const { name, ph, ts, dur, pid, tid, args, id } = event
  if (typeof name !== "string" || typeof ph !== "string" || typeof ts !== "number" || typeof pid !== "number" || typeof tid !== "number") return undefined
  return { name, ph, ts, dur: typeof dur === "number" ? dur : undefined, pid, tid, args: record(args) ?? {}, id: typeof id === "string" ? id : undefined }
}

/** The events of a trace file (the object form with traceEvents, or the bare array form). */
export const parseTrace = (text: string): ReadonlyArray<TraceEvent> => {
  const parsed: unknown = JSON.parse(text)
  const list = Array.isArray(parsed) ? parsed : record(parsed)?.["traceEvents"]
  if (!Array.isArray(list)) throw new Error("not a Chrome trace: no traceEvents")
  return list.flatMap((raw) => toEvent(raw) ?? [])
}

const data = (event: TraceEvent): Record<string, unknown> => record(event.args["data"]) ?? {}
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)
const fileOf = (url: string | undefined): string => (url === undefined || url === "" ? "" : url.replace(/^https?:\/\/[^/]+/, ""))

/** A direct child's label: what it is, and for script work the file it ran. */
const label = (event: TraceEvent): string => {
  const d = data(event)
  switch (event.name) {
    case "EventDispatch":
      return `EventDispatch ${text(d["type"]) ?? ""}`
    case "FunctionCall":
      return `FunctionCall ${fileOf(text(d["url"]))} ${text(d["functionName"]) ?? ""}`.trimEnd()
    case "EvaluateScript":
      return `EvaluateScript ${fileOf(text(d["url"]))}`
    case "v8.evaluateModule":
    case "v8.compileModule":
      return `${event.name} ${fileOf(text(event.args["fileName"]) ?? text(d["url"]))}`
    default:
      return event.name
  }
}

/** A main-thread task, and the scheduler's wrapper inside it. */
const TASK_NAMES: ReadonlySet<string> = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"])

const ms = (us: number): string => (us / 1000).toFixed(1).padStart(7)

/** The page's navigation start (trace clock, µs) and its renderer's main thread. */
const pageMainThread = (events: ReadonlyArray<TraceEvent>): { readonly t0: number; readonly pid: number; readonly tid: number } | undefined => {
  const navigation = events
    .filter((event) => event.name === "navigationStart" && /^https?:/.test(text(data(event)["documentLoaderURL"]) ?? ""))
    .sort((a, b) => a.ts - b.ts)[0]
  const main = events.find((event) => event.ph === "M" && event.name === "thread_name" && event.pid === navigation?.pid && event.args["name"] === "CrRendererMain")
  return navigation === undefined || main === undefined ? undefined : { t0: navigation.ts, pid: main.pid, tid: main.tid }
}

export const mainThreadTimeline = (events: ReadonlyArray<TraceEvent>, options: { readonly minTaskMs: number; readonly depth: number }): string => {
  const main = pageMainThread(events)
  if (main === undefined) return "no page navigation or main thread in the trace\n"
  const t0 = main.t0
  const at = (ts: number): string => ms(ts - t0)
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X" && event.dur !== undefined && event.ts >= t0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const lines: Array<string> = [`main thread from navigation (ms): start, duration, task; inside it, what took over 1 ms (indented by depth)`]
  let lastEnd = t0
  let busy = 0
  for (let i = 0; i < onMain.length; i++) {
    const task = onMain[i]
    if (task === undefined || !TASK_NAMES.has(task.name) || task.ts < lastEnd) continue
    const end = task.ts + (task.dur ?? 0)
    busy += task.dur ?? 0
    if ((task.dur ?? 0) >= options.minTaskMs * 1000) {
      if (task.ts - lastEnd >= 1000) lines.push(`${at(lastEnd)} ${ms(task.ts - lastEnd)}   (idle)`)
      lines.push(`${at(task.ts)} ${ms(task.dur ?? 0)}   task`)
      // The events inside the task, nested by time; the scheduler's own wrappers are skipped.
      const open: Array<number> = []
      for (let j = i + 1; j < onMain.length; j++) {
        const child = onMain[j]
        if (child === undefined || child.ts >= end) break
        while (open.length > 0 && (open[open.length - 1] ?? 0) <= child.ts) open.pop()
        if (TASK_NAMES.has(child.name)) continue
        const childEnd = child.ts + (child.dur ?? 0)
        if ((child.dur ?? 0) >= 1000 && open.length < options.depth) lines.push(`${at(child.ts)} ${ms(child.dur ?? 0)}   ${"  ".repeat(open.length + 1)}${label(child)}`)
        open.push(childEnd)
      }
    }
    lastEnd = end
  }
  lines.push(`busy ${ms(busy)} ms of ${ms(lastEnd - t0)} ms`)
  lines.push("", "JS files (ms from navigation): requested, response, finished")
  const requests = new Map<string, { url: string; sent: number; response?: number; finished?: number }>()
  for (const event of events) {
    const d = data(event)
    const id = text(d["requestId"])
    if (id === undefined) continue
    if (event.name === "ResourceSendRequest") {
      const url = text(d["url"]) ?? ""
      if (/\.m?js(\?|$)/.test(url)) requests.set(id, { url, sent: event.ts })
    }
    const entry = requests.get(id)
    if (entry === undefined) continue
    if (event.name === "ResourceReceiveResponse") entry.response = event.ts
    if (event.name === "ResourceFinish") entry.finished = event.ts
  }
  for (const entry of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
    lines.push(`${at(entry.sent)} ${entry.response === undefined ? "      –" : at(entry.response)} ${entry.finished === undefined ? "      –" : at(entry.finished)}   ${fileOf(entry.url)}`)
  }
  return `${lines.join("\n")}\n`
}

interface ProfileNode {
  readonly parent: number | undefined
  readonly frame: string
}

/**
 * Which JS functions the main thread ran between two moments (ms from navigation), from the trace's JS
 * samples (ProfileChunk events): the functions with the most samples of their own, and those with the most
 * samples anywhere on the stack.
 */
export const profileSummary = (events: ReadonlyArray<TraceEvent>, window: { readonly fromMs: number; readonly toMs: number; readonly top: number }): string => {
  const main = pageMainThread(events)
  if (main === undefined) return "no page navigation or main thread in the trace\n"
  const start = events.find((event) => event.name === "Profile" && event.pid === main.pid && event.tid === main.tid)
  if (start === undefined) return "no JS samples for the main thread (trace without the v8.cpu_profiler category)\n"
  const nodes = new Map<number, ProfileNode>()
  let time = typeof data(start)["startTime"] === "number" ? Number(data(start)["startTime"]) : start.ts
  const selfCounts = new Map<string, number>()
  const totalCounts = new Map<string, number>()
  let samples = 0
  const from = main.t0 + window.fromMs * 1000
  const to = main.t0 + window.toMs * 1000
  for (const chunk of events) {
    // The chunks come from the profiler's thread, tied to the main thread's profile by id.
    if (chunk.name !== "ProfileChunk" || chunk.pid !== main.pid || chunk.id !== start.id) continue
    const profile = record(data(chunk)["cpuProfile"]) ?? {}
    for (const raw of Array.isArray(profile["nodes"]) ? profile["nodes"] : []) {
      const node = record(raw)
      const frame = record(node?.["callFrame"])
      if (node === undefined || typeof node["id"] !== "number" || frame === undefined) continue
      const name = text(frame["functionName"]) || "(anonymous)"
      const url = fileOf(text(frame["url"]))
      const line = typeof frame["lineNumber"] === "number" ? frame["lineNumber"] + 1 : 0
      const column = typeof frame["columnNumber"] === "number" ? frame["columnNumber"] + 1 : 0
      nodes.set(node["id"], { parent: typeof node["parent"] === "number" ? node["parent"] : undefined, frame: url === "" ? name : `${name} ${url}:${line}:${column}` })
    }
    const ids = Array.isArray(profile["samples"]) ? profile["samples"] : []
    const deltas = data(chunk)["timeDeltas"]
    for (let k = 0; k < ids.length; k++) {
      const delta = Array.isArray(deltas) ? deltas[k] : undefined
      time += typeof delta === "number" ? delta : 0
      const id = ids[k]
      if (time < from || time > to || typeof id !== "number") continue
      const leaf = nodes.get(id)
      if (leaf === undefined) continue
      samples++
      selfCounts.set(leaf.frame, (selfCounts.get(leaf.frame) ?? 0) + 1)
      const seen = new Set<string>()
      for (let node: ProfileNode | undefined = leaf; node !== undefined; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (seen.has(node.frame)) continue
        seen.add(node.frame)
        totalCounts.set(node.frame, (totalCounts.get(node.frame) ?? 0) + 1)
      }
    }
  }
  const top = (counts: Map<string, number>): Array<string> =>
    [...counts].sort((a, b) => b[1] - a[1]).slice(0, window.top).map(([frame, count]) => `${String(count).padStart(6)}  ${frame}`)
  return [
    `JS samples ${window.fromMs}–${window.toMs} ms: ${samples}`,
    "most samples of their own:",
    ...top(selfCounts),
    "most samples on the stack:",
    ...top(totalCounts),
    ""
  ].join("\n")
}
