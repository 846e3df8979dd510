/**
 * The in-page probe of the bench's loads (browser.ts): an init script, so it runs in every page before the
 * page's own scripts, as an extension's content script does. It announces the bench's browser wallet
 * (EIP-6963) and timestamps what the visitor sees on the page's own clock (performance.now(), 0 =
 * navigation start), checking the document and every open shadow root on each DOM mutation and each
 * animation frame. It pushes each figure through the `__benchReport` binding (probeReports.ts) and asks the
 * bench for trusted clicks through `__benchClickAt` (the connect button for a visitor who clicks at once,
 * the wallet's row for every visitor).
 */
import { centre, hasBox, namesWallet } from "./criteria.js"

/** The browser wallet every bench page finds, announced over EIP-6963 only (no `window.ethereum`). */
export const BENCH_WALLET = {
  uuid: "6f0d3a52-9a1c-4d8e-8c3e-0b6f2a1d9e47",
  name: "Bench Wallet",
  rdns: "dev.walletport.bench",
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23f60'/%3E%3C/svg%3E"
} as const

/** What the probe records, on the page's clock (ms since navigation start); null until it happens. */
export interface PageProbe {
  readonly button: number | null
  /** The first trusted click (on the connect button). */
  readonly click: number | null
  /** A dialog first has a box (criteria.ts `hasBox`), whatever it shows. */
  readonly dialogBox: number | null
  /** Modal visible: a dialog with a box lists the bench wallet as a button with a box. */
  readonly dialog: number | null
  /** The frame that showed it, painted: a task queued from the next animation frame runs after that frame's paint. */
  readonly dialogPainted: number | null
  /** JS (URLs) whose fetch had completed when the dialog was painted (Resource Timing). */
  readonly jsAtDialog: ReadonlyArray<string> | null
  /** Those of them that arrived after the click (responseEnd): what the modal may have waited for on the network. */
  readonly jsAfterClick: ReadonlyArray<string> | null
  readonly dialogMatch: string | null
  /** The first trusted click that landed on the wallet's row. */
  readonly rowClick: number | null
  /**
   * Row clicks the probe asked for: more than one when a click missed the row, or landed and brought no
   * request within 5 s (the visitor clicks again, as on the connect button; the figure keeps the first).
   */
  readonly rowAttempts: number
  /** The wallet's provider received `eth_requestAccounts`. */
  readonly walletRequest: number | null
}

/** What the probe is told about the page. */
export interface ProbeConfig {
  /** The connect button as a chain of CSS selectors, each matched in the previous match's subtree and shadow root. */
  readonly button: ReadonlyArray<string>
  /** Whether a click opens a dialog (the floors have none). */
  readonly dialog: boolean
  /** Ask for a trusted click on the button the moment it is visible (the visitor who clicks at once). */
  readonly clickAtOnce: boolean
}

/** How long the probe waits for a requested row click to arrive before it asks again. */
const ROW_CLICK_WAIT_MS = 3000
/** After a click on the row that brought no request, how long before the visitor clicks it again. */
const ROW_RECLICK_MS = 5000
/** Row clicks it asks for at most. */
const ROW_CLICK_ATTEMPTS = 5

/** The probe's source, for `context.addInitScript`. Plain JS in a string: it is evaluated in the browser, not bundled. */
export const probeScript = (config: ProbeConfig): string => String.raw`(() => {
  if (window.top !== window) return;
  const CONFIG = ${JSON.stringify(config)};
  const WALLET = ${JSON.stringify(BENCH_WALLET)};
  const hasBox = ${hasBox.toString()};
  const namesWallet = ${namesWallet.toString()};
  const centre = ${centre.toString()};
  const DIALOG = "[role=dialog], [aria-modal=true], dialog[open]";
  const ROW = "button, [role=button], a[href]";
  const probe = { button: null, click: null, dialogBox: null, dialog: null, dialogPainted: null, jsAtDialog: null, jsAfterClick: null,
    dialogMatch: null, rowClick: null, rowAttempts: 0, walletRequest: null };
  Object.defineProperty(window, "__walletportBench", { value: probe });
  // Tells the bench each figure as it is recorded (it does not poll the page).
  const report = (key) => { if (typeof window.__benchReport === "function") window.__benchReport(key); };
  const clickAt = (point, what) => { if (typeof window.__benchClickAt === "function") window.__benchClickAt(point.x, point.y, what); };

  // The wallet: answers reads, waits forever on a connection request (a prompt nobody answers), refuses the rest.
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_accounts") return [];
      if (method === "eth_chainId") return "0x1";
      if (method === "net_version") return "1";
      if (method === "eth_requestAccounts") {
        if (probe.walletRequest === null) { probe.walletRequest = performance.now(); report("walletRequest"); }
        return new Promise(() => {});
      }
      throw Object.assign(new Error("The bench wallet does not support " + method), { code: 4200 });
    },
    on() { return provider; },
    removeListener() { return provider; }
  };
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info: Object.freeze(WALLET), provider }) }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();

  try { performance.setResourceTimingBufferSize(100000); } catch {}
  const roots = [document];
  const options = { childList: true, subtree: true, attributes: true };
  let observer = null;
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (init && init.mode === "open") {
      roots.push(root);
      if (observer !== null) observer.observe(root, options);
    }
    return root;
  };
  // Every element matching selector in root, its descendants and their open shadow roots.
  const deepAll = (root, selector, out) => {
    for (const el of root.querySelectorAll(selector)) out.push(el);
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) deepAll(el.shadowRoot, selector, out);
    return out;
  };
  const inShadows = (selector) => {
    const out = [];
    for (const root of roots) for (const el of root.querySelectorAll(selector)) out.push(el);
    return out;
  };
  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
  const boxed = (el, opaque) => el.isConnected &&
    hasBox(typeof el.checkVisibility !== "function" || el.checkVisibility({ visibilityProperty: true, opacityProperty: opaque }), el.getBoundingClientRect(), viewport());
  // A zero-size wrapper (position: fixed children) has a box when a child has one.
  const shown = (el, opaque) => {
    if (boxed(el, opaque)) return true;
    if (!el.isConnected || el.getBoundingClientRect().width > 0) return false;
    let seen = 0;
    for (const child of el.querySelectorAll("*")) {
      if (boxed(child, opaque)) return true;
      if (++seen > 200) break;
    }
    return false;
  };
  // The bench wallet's row in a dialog: a button naming it, with a box.
  const walletRow = (dialog) => deepAll(dialog, ROW, []).find((el) => namesWallet(el.textContent, WALLET.name) && shown(el, false)) || null;
  // CONFIG.button is a chain: each selector is matched inside the previous match (and its shadow root).
  const findButton = () => {
    let scope = [document];
    for (const selector of CONFIG.button) {
      const next = [];
      for (const node of scope) {
        deepAll(node, selector, next);
        if (node !== document && node.shadowRoot) deepAll(node.shadowRoot, selector, next);
      }
      if (next.length === 0) return null;
      scope = next;
    }
    return scope.find((el) => shown(el, true)) || null;
  };
  // The element a click at (x, y) reaches, through open shadow roots.
  const hitAt = (point) => {
    let el = document.elementFromPoint(point.x, point.y);
    while (el && el.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(point.x, point.y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  const inside = (node, ancestor) => {
    for (let n = node; n; n = n.parentNode || n.host) if (n === ancestor) return true;
    return false;
  };

  let buttonClickAsked = !CONFIG.clickAtOnce;
  let row = null;
  let rowAskedAt = null;
  let rowLandedAt = null;
  let lastRowBox = null;
  const shownDialogs = () => inShadows(DIALOG).filter((dialog) => shown(dialog, false));
  // Asks for a click on the row once it holds still (an entry animation moving it would make the click
  // miss) and a click at its centre would reach it (nothing covers it); again if a click missed or never
  // came, or landed and brought no request.
  const askRowClick = (now) => {
    if (probe.walletRequest !== null || probe.rowAttempts >= ${ROW_CLICK_ATTEMPTS}) return;
    if (rowAskedAt !== null && now - rowAskedAt < ${ROW_CLICK_WAIT_MS}) return;
    if (rowLandedAt !== null && now - rowLandedAt < ${ROW_RECLICK_MS}) return;
    // The library may have rendered the row anew.
    if (row === null || !row.isConnected) {
      row = null;
      for (const dialog of shownDialogs()) if ((row = walletRow(dialog)) !== null) break;
      if (row === null) return;
    }
    const box = row.getBoundingClientRect();
    const still = lastRowBox !== null && lastRowBox.left === box.left && lastRowBox.top === box.top && lastRowBox.width === box.width && lastRowBox.height === box.height;
    lastRowBox = box;
    if (!still) return;
    const point = centre(box);
    if (!inside(hitAt(point), row)) return;
    rowAskedAt = now;
    probe.rowAttempts++;
    clickAt(point, "row");
  };
  const check = () => {
    const now = performance.now();
    if (probe.button === null) {
      const button = findButton();
      if (button !== null) {
        probe.button = now;
        report("button");
        if (!buttonClickAsked) {
          buttonClickAsked = true;
          clickAt(centre(button.getBoundingClientRect()), "button");
        }
      }
    }
    if (probe.click !== null && probe.dialog === null) {
      const dialogs = shownDialogs();
      if (dialogs.length > 0 && probe.dialogBox === null) probe.dialogBox = now;
      for (const dialog of dialogs) {
        const found = walletRow(dialog);
        if (found === null) continue;
        row = found;
        probe.dialog = now;
        probe.dialogMatch = dialog.tagName.toLowerCase() + (dialog.getAttribute("role") ? "[role=" + dialog.getAttribute("role") + "]" : "");
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            probe.dialogPainted = performance.now();
            const js = performance.getEntriesByType("resource").filter((e) => /\.m?js(\?|#|$)/.test(e.name));
            probe.jsAtDialog = js.map((e) => e.name);
            probe.jsAfterClick = js.filter((e) => e.responseEnd >= probe.click).map((e) => e.name);
            report("dialogPainted");
          };
          channel.port2.postMessage(null);
        });
        break;
      }
    }
    const rowDone = probe.rowAttempts >= ${ROW_CLICK_ATTEMPTS} || probe.walletRequest !== null;
    return probe.button !== null && buttonClickAsked && (!CONFIG.dialog || (probe.dialogPainted !== null && rowDone));
  };
  // The row's click is asked from frames only: "holds still" compares its box frame to frame.
  const frame = () => {
    const done = check();
    if (probe.dialogPainted !== null) askRowClick(performance.now());
    if (!done) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const start = () => {
    observer = new MutationObserver(check);
    for (const root of roots) observer.observe(root, options);
    check();
  };
  if (document.documentElement) start(); else document.addEventListener("readystatechange", start, { once: true });
  window.addEventListener("click", (event) => {
    if (!event.isTrusted) return;
    const now = performance.now();
    if (probe.click === null) { probe.click = now; check(); return; }
    if (rowAskedAt !== null) {
      if (row !== null && event.composedPath().includes(row)) {
        if (probe.rowClick === null) probe.rowClick = now;
        rowLandedAt = now;
      }
      rowAskedAt = null; // a miss: asked again where the row is now
    }
  }, true);
})();`

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

const time = (record: Readonly<Record<string, unknown>>, key: keyof PageProbe): number | null => {
  const value = record[key]
  return typeof value === "number" && Number.isFinite(value) ? value : null
}

const urls = (record: Readonly<Record<string, unknown>>, key: keyof PageProbe): ReadonlyArray<string> | null => {
  const value = record[key]
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : null
}

/** The probe's record as read from the page (`window.__walletportBench`); undefined when it is not one. */
export const parseProbe = (value: unknown): PageProbe | undefined => {
  if (!isRecord(value)) return undefined
  const match = value["dialogMatch"]
  return {
    button: time(value, "button"),
    click: time(value, "click"),
    dialogBox: time(value, "dialogBox"),
    dialog: time(value, "dialog"),
    dialogPainted: time(value, "dialogPainted"),
    jsAtDialog: urls(value, "jsAtDialog"),
    jsAfterClick: urls(value, "jsAfterClick"),
    dialogMatch: typeof match === "string" ? match : null,
    rowClick: time(value, "rowClick"),
    rowAttempts: time(value, "rowAttempts") ?? 0,
    walletRequest: time(value, "walletRequest")
  }
}
