/**
 * The modal's stylesheet, adopted by the shadow root (see mountShadowRoot). Written one rule per line
 * because string contents are not minified by the bundler and every byte ships.
 *
 * Isolation: document selectors never match shadow content, and `!important` inside the shadow beats
 * the host's `!important` on the host element, so `:host{all:initial!important}` cuts inheritance and
 * `.root` re-declares every inherited property we care about from our own tokens.
 * Timings: view 150 ms, height 150 ms, header text 120 ms, shake 500 ms (SPEC §2, §4).
 */
export const modalCss = `:host{all:initial!important;display:block!important}
*,*::before,*::after{box-sizing:border-box;margin:0;padding:0;border:0 solid}
.root{color:var(--wp-fg-1);font-family:var(--wp-font);font-size:16px;font-weight:400;font-style:normal;font-variant:normal;font-stretch:normal;font-kerning:auto;font-feature-settings:normal;font-variation-settings:normal;line-height:1.4;letter-spacing:normal;word-spacing:normal;text-align:left;text-indent:0;text-transform:none;text-shadow:none;text-decoration:none;white-space:normal;word-break:normal;overflow-wrap:anywhere;hyphens:manual;tab-size:8;direction:ltr;visibility:visible;cursor:auto;list-style:none;quotes:auto;caret-color:auto;color-scheme:dark;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%;text-size-adjust:100%}
.root[data-wp-theme="light"]{color-scheme:light}
button{font:inherit;color:inherit;letter-spacing:inherit;line-height:inherit;text-align:inherit;background:none;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 100ms,transform 100ms}
button:active{transform:scale(.97)}
img,svg{display:block;flex:none}
:focus-visible{outline:2px solid var(--wp-accent);outline-offset:2px}
.card:focus{outline:none}
.overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--wp-overlay);animation:wp-fade 150ms ease-out}
.card{position:relative;display:flex;flex-direction:column;width:100%;max-width:360px;max-height:min(640px,calc(100dvh - 32px));background:var(--wp-bg-1);border:1px solid var(--wp-border);border-radius:var(--wp-radius);box-shadow:var(--wp-shadow);overflow:hidden;animation:wp-pop 150ms ease-out}
.root[data-embedded] .card{box-shadow:none;animation:none}
.root .card[data-shake="true"]{animation:wp-shake 500ms cubic-bezier(.36,.07,.19,.97) both}
.header{display:grid;grid-template-columns:28px 1fr 28px;align-items:center;gap:8px;padding:16px 16px 8px}
.title{font-size:17px;font-weight:700;line-height:1.3;text-align:center;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;animation:wp-fade 120ms ease-out}
.ib{display:grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--wp-bg-2);color:var(--wp-fg-2)}
.ib:hover{background:var(--wp-bg-3);color:var(--wp-fg-1)}
.sizer{min-height:0;overflow-y:auto;overscroll-behavior:contain;transition:height 150ms ease}
.body{padding:8px 16px 16px;animation:wp-view 150ms ease-out}
.list{list-style:none;display:flex;flex-direction:column;gap:2px}
.wallet{display:flex;align-items:center;gap:12px;width:100%;padding:8px;border-radius:var(--wp-radius-sm);font-size:15px;font-weight:600}
.wallet:hover{background:var(--wp-bg-2)}
.name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tag{font-size:12px;color:var(--wp-fg-3)}
.tag[data-recent]{color:var(--wp-accent)}
.icon{border-radius:25%;object-fit:cover}
.letter{display:grid;place-items:center;color:#fff;font-weight:700}
.muted{padding:24px 8px;text-align:center;font-size:14px;color:var(--wp-fg-2)}
.center{display:flex;flex-direction:column;align-items:center;gap:8px;padding:8px 0 4px;text-align:center}
.spin{position:relative;padding:14px;margin-bottom:8px}
.ring{position:absolute;inset:0;width:100%;height:100%;color:var(--wp-accent);animation:wp-spin 1s linear infinite}
.h{font-size:17px;font-weight:700}
.sub{font-size:14px;color:var(--wp-fg-2)}
.alert{font-size:14px;color:var(--wp-error)}
.btn{display:inline-flex;align-items:center;gap:6px;margin-top:8px;padding:8px 18px;border-radius:999px;background:var(--wp-accent);color:var(--wp-accent-fg);font-size:14px;font-weight:600}
.btn:hover{filter:brightness(1.08)}
.avatar{width:72px;height:72px;border-radius:50%;margin-bottom:4px}
.addr{font-size:18px;font-weight:700}
.chip{display:inline-flex;align-items:center;gap:6px;padding:3px 10px;border-radius:999px;background:var(--wp-bg-2);font-size:12px;font-weight:600;color:var(--wp-fg-2)}
.chip::before{content:"";width:6px;height:6px;border-radius:50%;background:var(--wp-success)}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;width:100%;margin-top:12px}
.tile{display:flex;flex-direction:column;align-items:center;gap:4px;padding:10px;border-radius:var(--wp-radius-sm);background:var(--wp-bg-2);font-size:13px;font-weight:600}
.tile:hover{background:var(--wp-bg-3)}
.bal{min-height:1.4em}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@keyframes wp-fade{from{opacity:0}}
@keyframes wp-pop{from{opacity:0;transform:scale(.96)}}
@keyframes wp-sheet{from{transform:translateY(100%)}}
@keyframes wp-view{from{opacity:0;transform:translateX(8px)}}
@keyframes wp-spin{to{transform:rotate(360deg)}}
@keyframes wp-shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
@media (max-width:430px){.overlay{align-items:flex-end;padding:0}.overlay>.card{max-width:none;max-height:calc(100dvh - 24px);border-bottom:0;border-radius:var(--wp-radius) var(--wp-radius) 0 0;padding-bottom:env(safe-area-inset-bottom);animation-name:wp-sheet}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}.ring{animation:wp-spin 2.4s linear infinite!important}}
`
