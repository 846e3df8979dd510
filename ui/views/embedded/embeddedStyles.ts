/**
 * The embedded wallet's rules (email field, code field, the frame's box), rendered as a <style> inside the
 * shadow root by the email block and the embedded views, so a modal without the embedded wallet never ships
 * them in its stylesheet. Same tokens and size helpers as ui/styles.ts (text on bg-1/bg-2 only: checked at
 * WCAG AA in test/ui/embedded/contrast.test.ts).
 */
import { fs, r } from "../../styles.js"

export const embeddedCss = `.email{display:flex;flex-direction:column;gap:6px;min-width:0}
.email-row{display:flex;gap:8px;min-width:0}
.email-input{flex:1;min-width:0;padding:10px 12px;border:1px solid var(--wp-border);border-radius:${r(12)};background:var(--wp-bg-2);color:var(--wp-fg-1);font:inherit;font-size:${fs(15)}}
.email-input::placeholder{color:var(--wp-fg-2);opacity:1}
.email-input:focus-visible{outline:2px solid var(--wp-accent);outline-offset:1px}
.email-input[aria-invalid="true"]{border-color:var(--wp-error)}
.email-go{flex:none;margin-top:0;border-radius:${r(12)};padding:10px 14px}
.email-go:disabled{opacity:.55;filter:none}
.field-error{padding:0 4px;font-size:${fs(13)};color:var(--wp-error)}
.or{display:flex;align-items:center;gap:10px;margin:12px 0;font-size:${fs(13)};color:var(--wp-fg-2)}
.or::before,.or::after{content:"";flex:1;height:1px;background:var(--wp-border)}
.otp{width:min(240px,100%);padding:10px 12px;border:1px solid var(--wp-border);border-radius:${r(12)};background:var(--wp-bg-2);color:var(--wp-fg-1);font:inherit;font-size:${fs(22)};font-weight:700;letter-spacing:.4em;text-align:center;font-variant-numeric:tabular-nums;align-self:center}
.otp:focus-visible{outline:2px solid var(--wp-accent);outline-offset:1px}
.otp[aria-invalid="true"]{border-color:var(--wp-error)}
.sent{max-width:100%}
.to{display:block;max-width:100%;font-weight:700;color:var(--wp-fg-1);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.resend{margin-top:4px;padding:6px 10px;border-radius:${r(8)};font-size:${fs(14)};font-weight:600;color:var(--wp-fg-1);text-decoration:underline;text-underline-offset:2px}
.resend:disabled{color:var(--wp-fg-2);text-decoration:none}
.email-line{display:flex;align-items:center;gap:8px;max-width:100%;padding:6px 6px 6px 12px;border-radius:999px;background:var(--wp-bg-2);font-size:${fs(14)};color:var(--wp-fg-1)}
.email-line>.to{min-width:0;font-weight:600}
.email-edit{flex:none;padding:2px 10px;border-radius:999px;font-size:${fs(13)};font-weight:600;color:var(--wp-fg-1);text-decoration:underline;text-underline-offset:2px}
.form-stack{display:flex;flex-direction:column;gap:8px;min-width:0}
.panel-box{position:relative;width:100%;min-height:min(420px,60vh);border-radius:${r(12)};background:var(--wp-bg-2)}
.panel-box>.sub{padding:16px;text-align:center}`
