/** The Swap view's few rules beyond the send group's (ui/views/sendStyles.ts), shipped in the swap chunk. */
import { fs, r } from "../../styles.js"

export const swapCss = `.swap-side{padding:12px;border-radius:${r(12)};background:var(--wp-bg-2)}
.swap-side .search{font-size:${fs(20)};background:transparent}
.swap-out{display:block;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tag.swap-token{flex:none;padding:8px 12px;font-weight:600}
.tag.swap-flip{align-self:center;margin:-8px 0}
.inline-row .grow{flex:1}
.swap-side .sub{white-space:nowrap}
.swap-side .inline-row.sub>span{min-width:0;overflow:hidden;text-overflow:ellipsis}
.swap-side .inline-row.sub>span:first-child{flex:none}
.swap-details .kv dt{flex:1 1 auto;min-width:0}
.swap-details .kv dd{flex:none;overflow-wrap:normal;white-space:nowrap}
.link{background:none;border:0;padding:0;color:var(--wp-accent);cursor:pointer;text-align:start;font:inherit}`
