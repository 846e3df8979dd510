/**
 * The demo's query flags, in one table: main.tsx reads the host options from them and the switchboard
 * (Switchboard.tsx) draws one radio group per flag; picking a choice reloads the page with it. The browser tests
 * keep using the same flags in their URLs (`/?siwx=1`, `/?walletconnect=only`…).
 */

/** One choice of a flag: `value` is what the query carries, undefined for the flag's absence (the default). */
export interface FlagChoice {
  readonly value: string | undefined
  readonly label: string
}

/** A flag a person can switch: its query key, its name on the switchboard and its choices, the default first. */
export interface DemoFlag {
  readonly key: string
  readonly label: string
  readonly choices: ReadonlyArray<FlagChoice>
}

const onOff = (key: string, label: string, onValue = "1"): DemoFlag => ({
  key,
  label,
  choices: [{ value: undefined, label: "Off" }, { value: onValue, label: "On" }]
})

/** Accents a person can try: the default, and three that show what `--wp-accent` changes. */
export const DEMO_ACCENTS = [
  { value: "#ea580c", label: "Orange" },
  { value: "#7c3aed", label: "Violet" },
  { value: "#facc15", label: "Yellow" }
] as const

/** Every flag a host-like choice hangs on, in the switchboard's order. */
export const DEMO_FLAGS: ReadonlyArray<DemoFlag> = [
  {
    key: "theme",
    label: "Theme",
    choices: [{ value: undefined, label: "Dark" }, { value: "light", label: "Light" }, { value: "system", label: "System" }]
  },
  {
    key: "locale",
    label: "Language",
    choices: [{ value: undefined, label: "Browser" }, { value: "en", label: "English" }, { value: "de", label: "Deutsch" }, { value: "ar", label: "العربية" }]
  },
  { key: "accent", label: "Accent", choices: [{ value: undefined, label: "Blue" }, ...DEMO_ACCENTS] },
  {
    key: "networks",
    label: "Networks",
    choices: [{ value: undefined, label: "EVM + Solana" }, { value: "evm", label: "EVM only" }]
  },
  {
    key: "walletconnect",
    label: "WalletConnect",
    choices: [{ value: undefined, label: "Off" }, { value: "1", label: "On" }, { value: "only", label: "Only" }]
  },
  {
    key: "siwx",
    label: "Sign-in",
    choices: [{ value: undefined, label: "Off" }, { value: "1", label: "Optional" }, { value: "required", label: "Required" }]
  },
  onOff("multichain-wallet", "Multi-chain wallet"),
  { key: "embedded", label: "Email wallet", choices: [{ value: undefined, label: "On" }, { value: "0", label: "Off" }] },
  { key: "swaps", label: "Swaps", choices: [{ value: undefined, label: "On" }, { value: "0", label: "Off" }] },
  { key: "onramp", label: "Buy crypto", choices: [{ value: undefined, label: "On" }, { value: "0", label: "Off" }] },
  onOff("pay", "Pay"),
  onOff("debug", "Debug")
]

/** The choice `search` makes for `flag`: its value when it is one of the flag's, else the default (undefined). */
export const chosenValue = (search: string, flag: DemoFlag): string | undefined => {
  const value = new URLSearchParams(search).get(flag.key) ?? undefined
  return flag.choices.some((choice) => choice.value === value) ? value : undefined
}

/** `search` with `key` set to `value` (removed for undefined), every other flag kept. */
export const withFlag = (search: string, key: string, value: string | undefined): string => {
  const params = new URLSearchParams(search)
  if (value === undefined) params.delete(key)
  else params.set(key, value)
  const query = params.toString()
  return query === "" ? "" : `?${query}`
}
