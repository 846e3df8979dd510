/**
 * The names views' rules, shipped in their chunk and rendered as a <style> inside the shadow root (as the send
 * group does). Same tokens and size helpers as ui/styles.ts.
 */
import { fs, r } from "../../styles.js"

export const namesCss = `.form{display:flex;flex-direction:column;gap:12px}
.field{display:flex;flex-direction:column;gap:4px;min-width:0}
.field .gh{padding:0 4px}
.name-row{display:flex;align-items:center;gap:6px;min-width:0}
.name-row .search{flex:1;min-width:0;margin-bottom:0}
.zone{flex:none;font-size:${fs(14)};color:var(--wp-fg-2)}
.sub.warn{color:var(--wp-error)}
.suggestions{display:flex;flex-wrap:wrap;gap:6px;list-style:none}
.suggestions button{padding:6px 10px;border-radius:${r(999)};background:var(--wp-bg-2);color:var(--wp-fg-1);font-size:${fs(13)};font-weight:600;overflow-wrap:anywhere;text-align:start}
.suggestions button:hover{background:var(--wp-bg-3)}
.btn.primary{justify-content:center;width:100%;padding:12px 18px;font-size:${fs(15)}}
.btn:disabled{opacity:.55;filter:none}
.registered-wait{overflow-wrap:anywhere}
.registered{font-size:${fs(17)};font-weight:700;overflow-wrap:anywhere}`
