/**
 * The send/receive views' rules, shipped in their chunk and rendered as a <style> inside the shadow root, so a
 * modal that never sends never downloads them. Same tokens and size helpers as ui/styles.ts. The modal's adopted
 * stylesheet comes later in the cascade, so a rule here that overrides one there needs a higher specificity.
 */

import { fs, r } from "../styles.js"

export const sendCss = `.form{display:flex;flex-direction:column;gap:12px}
.field{display:flex;flex-direction:column;gap:4px;min-width:0}
.field .gh{padding:0 4px}
.field .search{margin-bottom:0}
.inline-row{display:flex;align-items:center;gap:8px}
.inline-row .search{flex:1;min-width:0}
.picker{max-height:176px;overflow-y:auto}
.tag.max{padding:8px 12px;font-size:${fs(13)}}
.tag.max:disabled{opacity:.5}
.btn.primary{justify-content:center;width:100%;padding:12px 18px;font-size:${fs(15)}}
.btn:disabled{opacity:.55;filter:none}
.tile.primary{background:var(--wp-accent);color:var(--wp-accent-fg)}
.summary{display:flex;flex-direction:column;gap:8px;padding:12px;border-radius:${r(12)};background:var(--wp-bg-2)}
.kv{display:flex;justify-content:space-between;gap:12px;font-size:${fs(14)}}
.kv dt{flex:none;color:var(--wp-fg-2)}
.kv dd{min-width:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.sub.hash{max-width:100%;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:${fs(12)};overflow-wrap:anywhere}
ul.tags{list-style:none}
.kv dd .fiat{display:block;font-weight:400}
.sub.warn{color:var(--wp-error)}
.qr{width:min(240px,100%);height:auto;border-radius:${r(12)}}
.tok{display:flex;flex:1;flex-direction:column;align-items:flex-start;min-width:0;text-align:start}
.tok>*{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tok .sub,.amt .sub{font-size:${fs(12)};font-weight:400}
.amt{display:flex;flex:none;flex-direction:column;align-items:flex-end;text-align:right;white-space:nowrap}
.picker .check{display:inline-flex;width:14px}
.short{white-space:nowrap;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.95em}
.sent-mark{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;background:var(--wp-accent);color:var(--wp-accent-fg)}
.sent-amount{font-size:${fs(24)};font-weight:700;overflow-wrap:anywhere}
.sent-to{max-width:100%}
.sent-name{font-weight:600;color:var(--wp-fg-1);overflow-wrap:anywhere}
.sent-tx{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px}
.tag.copy{display:inline-flex;align-items:center;gap:4px;min-height:32px;padding:6px 10px}
.sent .link{align-self:stretch}`
