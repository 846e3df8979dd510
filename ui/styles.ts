/**
 * The modal's stylesheet, adopted by the shadow root (see mountShadowRoot). Written one rule per line
 * because string contents are not minified by the bundler and every byte ships.
 *
 * Isolation: document selectors never match shadow content, and `!important` inside the shadow beats
 * the host's `!important` on the host element, so `:host{all:initial!important}` cuts inheritance and
 * `.root` re-declares every inherited property we care about from our own tokens.
 * Timings: view 150 ms, height 150 ms, header text 120 ms, shake 500 ms (SPEC §2, §4).
 * Touch: Back and Close draw at 28 px but take taps on 44 px (WCAG 2.5.5, Apple's and Google's minimum).
 * Sizes: every font size and radius is a multiple of the host's `--wp-font-size-master` and
 * `--wp-border-radius-master` (SPEC §1 themeVariables), written through fs() and r().
 */

/** A font size of `px` at the default 10px master. */
export const fs = (px: number): string => `calc(var(--wp-font-size-master)*${px / 10})`
/** A radius of `px` at the default 4px master. */
export const r = (px: number): string => `calc(var(--wp-border-radius-master)*${px / 4})`

/**
 * Where the enter animations that fade in (the overlay and title, the card's pop-in, a view's slide)
 * start. Half visible, not 0: a fade from 0 shows nothing until the animation's start time resolves, a
 * frame or more after the first paint (~25 ms after a click on a fast CPU, ~100 ms on the bench's 4× CPU:
 * bench/README.md), so the modal answers a click in the frame that follows it. Reduced motion removes them.
 */
export const ENTER_OPACITY = 0.5

export const modalCss = `:host{all:initial!important;display:block!important}
*,*::before,*::after{box-sizing:border-box;margin:0;padding:0;border:0 solid}
.root{color:var(--wp-fg-1);font-family:var(--wp-font-family);font-size:${fs(16)};font-weight:400;font-style:normal;font-variant:normal;font-stretch:normal;font-kerning:auto;font-feature-settings:normal;font-variation-settings:normal;line-height:1.4;letter-spacing:normal;word-spacing:normal;text-align:start;text-indent:0;text-transform:none;text-shadow:none;text-decoration:none;white-space:normal;word-break:normal;overflow-wrap:anywhere;hyphens:manual;tab-size:8;visibility:visible;cursor:auto;list-style:none;quotes:auto;caret-color:auto;color-scheme:dark;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%;text-size-adjust:100%}
.root[data-wp-theme="light"]{color-scheme:light}
.root[dir="rtl"] [data-mirror] svg{transform:scaleX(-1)}
.root[dir="rtl"] .body{animation-name:wp-view-rtl}
button{font:inherit;color:inherit;letter-spacing:inherit;line-height:inherit;text-align:inherit;background:none;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 100ms,transform 100ms}
button:active{transform:scale(.97)}
button:disabled{cursor:default}
img,svg{display:block;flex:none}
a{color:inherit}
:focus-visible{outline:2px solid var(--wp-accent);outline-offset:2px}
.card:focus,[tabindex="-1"]:focus{outline:none}
.overlay{position:fixed;inset:0;z-index:var(--wp-z-index);display:flex;align-items:center;justify-content:center;padding:16px;background:var(--wp-overlay);animation:wp-fade 150ms ease-out}
.card{position:relative;display:flex;flex-direction:column;width:100%;max-width:360px;max-height:min(640px,calc(100dvh - 32px));background:var(--wp-bg-1);border:1px solid var(--wp-border);border-radius:${r(24)};box-shadow:var(--wp-shadow);overflow:hidden;animation:wp-pop 150ms ease-out}
.root[data-embedded] .card{box-shadow:none;animation:none}
.root .card[data-shake="true"]{animation:wp-shake 500ms cubic-bezier(.36,.07,.19,.97) both}
.header{display:grid;grid-template-columns:28px 1fr 28px;align-items:center;gap:8px;padding:16px 16px 8px}
.title{font-size:${fs(17)};font-weight:700;line-height:1.3;text-align:center;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;animation:wp-fade 120ms ease-out}
.ib{display:grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--wp-bg-2);color:var(--wp-fg-2)}
.ib:hover{background:var(--wp-bg-3);color:var(--wp-fg-1)}
.sizer{min-height:0;overflow-y:auto;overscroll-behavior:contain;transition:height 150ms ease}
.body{padding:8px 16px 16px;animation:wp-view 150ms ease-out}
.toasts{flex:none;display:flex;justify-content:center;padding:0 16px}
.toast{display:flex;align-items:center;gap:8px;max-width:100%;margin:0 0 16px;padding:8px 14px;border:1px solid var(--wp-border);border-radius:999px;background:var(--wp-bg-2);font-size:${fs(14)};font-weight:600;color:var(--wp-fg-1);animation:wp-fade 150ms ease-out}
.toast[data-variant="error"]{color:var(--wp-error)}
.toast[data-variant="loading"]::before{content:"";flex:none;width:12px;height:12px;border:2px solid var(--wp-fg-3);border-top-color:var(--wp-accent);border-radius:50%;animation:wp-spin 800ms linear infinite}
.banner{flex:none;display:flex;align-items:flex-start;gap:10px;margin:0 16px 8px;padding-block:10px;padding-inline:12px 8px;border:1px solid var(--wp-error);border-radius:${r(12)};background:var(--wp-bg-2);animation:wp-fade 150ms ease-out}
.banner>svg{margin-top:1px;color:var(--wp-error)}
.banner-t{flex:1;min-width:0}
.banner-h{font-size:${fs(14)};font-weight:700;line-height:1.3;color:var(--wp-error)}
.banner-p{margin-top:2px;font-size:${fs(13)};color:var(--wp-fg-2)}
.banner-x{flex:none;width:24px;height:24px;background:var(--wp-bg-3)}
.list{list-style:none;display:flex;flex-direction:column;gap:2px}
.wallet{display:flex;align-items:center;gap:12px;width:100%;min-width:0;padding:8px;border-radius:${r(12)};font-size:${fs(15)};font-weight:600}
.wallet:hover,.wallet[aria-current="true"]{background:var(--wp-bg-2)}
.wallet[aria-current="true"]:hover{background:var(--wp-bg-3)}
.meta{display:flex;flex:1;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:2px 8px;min-width:0}
.name{flex:1 1 auto;min-width:min(6em,100%);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tags{display:flex;flex:none;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:4px;max-width:100%}
.tag{padding:2px 6px;border-radius:${r(6)};background:var(--wp-bg-2);font-size:${fs(12)};font-weight:600;line-height:1.3;color:var(--wp-fg-2);white-space:nowrap}
.wallet:hover .tag,.wallet[aria-current="true"] .tag{background:var(--wp-bg-3)}
.tag[data-recent]{background:var(--wp-accent)!important;color:var(--wp-accent-fg)}
.tag[data-ns]{background:none!important;border:1px solid var(--wp-border);color:var(--wp-fg-3)}
.icon{border-radius:25%;object-fit:cover}
.letter{display:grid;place-items:center;color:#fff;font-weight:700;letter-spacing:-.02em;text-shadow:0 1px 2px rgba(0,0,0,.45)}
.round{border-radius:50%}
.muted{padding:16px 8px 8px;text-align:center;font-size:${fs(14)};color:var(--wp-fg-2)}
.empty{display:flex;flex-direction:column;gap:4px}
.empty .h{text-align:center;margin-top:8px}
.more{color:var(--wp-fg-2)}
.link{display:flex;align-items:center;justify-content:center;gap:6px;padding:10px;border-radius:${r(12)};font-size:${fs(14)};font-weight:600;color:var(--wp-fg-1);text-decoration:none;background:var(--wp-bg-2)}
.link:hover{background:var(--wp-bg-3)}
.legal{margin-top:12px;padding:12px 8px 0;border-top:1px solid var(--wp-border);text-align:center;font-size:${fs(12)};color:var(--wp-fg-2)}
.legal a{color:var(--wp-fg-1);font-weight:600;text-decoration:underline;text-underline-offset:2px}
.group+.group{margin-top:12px}
.gh{padding:4px 8px;font-size:${fs(12)};font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--wp-fg-2)}
.check{flex:none;color:var(--wp-fg-1)}
.center{display:flex;flex-direction:column;align-items:center;gap:8px;padding:8px 0 4px;text-align:center}
.spin{position:relative;padding:14px;margin-bottom:8px}
.ring{position:absolute;inset:0;width:100%;height:100%;color:var(--wp-accent);animation:wp-spin 1s linear infinite}
.h{font-size:${fs(17)};font-weight:700}
.sub{font-size:${fs(14)};color:var(--wp-fg-2)}
.alert{font-size:${fs(14)};color:var(--wp-error)}
.btn{display:inline-flex;align-items:center;gap:6px;margin-top:8px;padding:8px 18px;border-radius:999px;background:var(--wp-accent);color:var(--wp-accent-fg);font-size:${fs(14)};font-weight:600}
.btn:hover{filter:brightness(1.08)}
.actions>.btn{margin-top:0;justify-content:center;padding:10px;border-radius:${r(12)}}
.avatar{width:72px;height:72px;border-radius:50%;margin-bottom:4px}
.addr{max-width:100%;font-size:${fs(18)};font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chip{display:inline-flex;align-items:center;gap:6px;max-width:100%;padding:3px 10px;border-radius:999px;background:var(--wp-bg-2);font-size:${fs(12)};font-weight:600;color:var(--wp-fg-2)}
.chip::before{content:"";flex:none;width:6px;height:6px;border-radius:50%;background:var(--wp-success)}
.chip[data-unsupported]{color:var(--wp-error)}
.chip[data-unsupported]::before{background:var(--wp-error)}
button.chip:hover{background:var(--wp-bg-3);color:var(--wp-fg-1)}
.seg{display:flex;gap:2px;padding:2px;margin-bottom:4px;border-radius:999px;background:var(--wp-bg-2)}
.seg button{padding:4px 12px;border-radius:999px;font-size:${fs(13)};font-weight:600;color:var(--wp-fg-2)}
.seg button[aria-pressed="true"],.seg [aria-selected="true"]{background:var(--wp-bg-1);color:var(--wp-fg-1)}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;width:100%;margin-top:12px}
.tile{display:flex;flex-direction:column;align-items:center;gap:4px;padding:10px;border-radius:${r(12)};background:var(--wp-bg-2);font-size:${fs(13)};font-weight:600}
.tile:hover{background:var(--wp-bg-3)}
.intro{padding:0 8px 12px;text-align:center}
.wide{grid-column:1/-1;flex-direction:row;justify-content:center}
.bal{min-height:1.4em}
.retry{display:inline;padding:0 2px;font:inherit;font-weight:600;color:var(--wp-fg-1);text-decoration:underline}
.search{width:100%;margin-bottom:8px;padding:10px 12px;border:1px solid var(--wp-border);border-radius:${r(12)};background:var(--wp-bg-2);color:var(--wp-fg-1);font:inherit;font-size:${fs(15)}}
.search::placeholder{color:var(--wp-fg-2);opacity:1}
.search:focus{outline:2px solid var(--wp-accent);outline-offset:1px}
.more-btn{width:100%;margin-top:8px}
.vlist{max-height:min(420px,55vh);overflow-y:auto;overscroll-behavior:contain;margin:0 -4px;padding:0 4px}
.vlist>.list{position:relative;display:block}
.vrow{position:absolute;top:0;inset-inline-start:0;width:100%;padding-bottom:2px}
a.wallet{color:inherit;text-decoration:none}
.wallet:disabled{opacity:.6;cursor:default}
.fallback{display:grid;place-items:center;color:var(--wp-fg-3)}
.dots{width:24px;height:24px;border:3px solid currentColor;border-right-color:transparent;border-radius:50%;animation:wp-spin 1s linear infinite}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.tabs{align-self:stretch;display:flex;flex-direction:column;align-items:center;gap:8px;margin-top:8px;text-align:start}
.tabs [role=tabpanel]{align-self:stretch;min-width:0;max-height:320px;overflow:auto}
.tab-empty{padding:16px 0;text-align:center;color:var(--wp-fg-2);font-size:${fs(14)}}
.link:disabled{color:var(--wp-fg-3)}
.rows{list-style:none;margin:0;padding:0}
.row{display:flex;align-items:center;gap:10px;min-height:48px;padding:4px 6px;border-radius:${r(12)};color:inherit;text-decoration:none}
a.row:hover{background:var(--wp-bg-2)}
.row-icon{flex:none;border-radius:50%}
.row-main{display:flex;flex-direction:column;min-width:0;flex:1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.row-main .sub,.row-end .sub{font-size:${fs(12)};overflow:hidden;text-overflow:ellipsis}
.row-end{display:flex;flex-direction:column;align-items:flex-end;flex:none;font-size:${fs(14)};font-weight:600}
.nft-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px}
.nft{display:flex;flex-direction:column;gap:4px;font-size:${fs(12)};font-weight:600;min-width:0}
.nft-img{width:100%;aspect-ratio:1;border-radius:${r(12)};background:var(--wp-bg-2);object-fit:cover}
.nft-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.activity{height:320px;overflow:auto;contain:strict}
.month{margin:0;padding:8px 6px 4px;font-size:${fs(12)};font-weight:700;color:var(--wp-fg-2)}
.sizer,.vlist,.tabs [role=tabpanel],.activity{mask:linear-gradient(#000 calc(100% - 32px),#0000) 0 0/100% calc(100% + 32px) no-repeat;animation:wp-cue linear both;animation-timeline:scroll(self)}
@keyframes wp-cue{from{mask-size:100% 100%}}
@keyframes wp-fade{from{opacity:${ENTER_OPACITY}}}
@keyframes wp-pop{from{opacity:${ENTER_OPACITY};transform:scale(.96)}}
@keyframes wp-view{from{opacity:${ENTER_OPACITY};transform:translateX(8px)}}
@keyframes wp-view-rtl{from{opacity:${ENTER_OPACITY};transform:translateX(-8px)}}
@keyframes wp-sheet{from{transform:translateY(100%)}}
@keyframes wp-spin{to{transform:rotate(360deg)}}
@keyframes wp-shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
@media (max-width:430px){.overlay{align-items:flex-end;padding:0}.overlay>.card{max-width:none;max-height:calc(100dvh - 24px);border-bottom:0;border-radius:${r(24)} ${r(24)} 0 0;padding-bottom:env(safe-area-inset-bottom);animation-name:wp-sheet}}
@media (pointer:coarse){.header .ib{position:relative}.header .ib::after{content:"";position:absolute;inset:-8px;border-radius:50%}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}.ring,.dots,.toast[data-variant="loading"]::before{animation:wp-spin 2.4s linear infinite!important}}
`
