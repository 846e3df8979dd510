// GET /dev/analytics: the events the sink received, newest first, as a plain page for a person to watch.
import { escapeHtml as escape } from "../html.js"
import type { SunkEvent } from "./server.js"

export const analyticsPage = (events: ReadonlyArray<SunkEvent>): string => {
  const rows = [...events].reverse().map((e) => {
    const props = typeof e.body === "object" && e.body !== null ? Reflect.get(e.body, "props") : undefined
    const name = typeof props === "object" && props !== null ? String(Reflect.get(props, "event")) : "?"
    return `<tr><td>${new Date(e.receivedAt).toISOString()}</td><td><b>${escape(name)}</b></td><td><pre>${escape(JSON.stringify(e.body, null, 1))}</pre></td></tr>`
  })
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>walletport analytics sink</title>
<style>body{font:14px system-ui;margin:1rem}td{border-top:1px solid #ddd;vertical-align:top;padding:4px}pre{margin:0;white-space:pre-wrap}</style>
<h1>Analytics sink (${events.length} events)</h1><table>${rows.join("")}</table>`
}
