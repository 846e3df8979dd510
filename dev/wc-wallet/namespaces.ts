// Which namespaces the demo mobile wallet approves for a proposal: every proposed chain it has an account on
// (required and optional alike, as sign-client 2.25 folds required into optional), with the methods and
// events the dapp asked for among those it implements.

export interface ProposalNamespace {
  readonly chains?: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

export interface ApprovedNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** The wallet's side of one namespace: its chains (CAIP-2), address, methods and events. */
export interface WalletNamespace {
  readonly chains: ReadonlyArray<string>
  readonly address: string
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

/** Proposed chains of a namespace key ("eip155" with `chains`, or an inline "eip155:1"). */
const proposedChains = (key: string, proposal: ProposalNamespace): ReadonlyArray<string> =>
  key.includes(":") ? [key] : (proposal.chains ?? [])

/** The namespaces to approve; empty when the wallet shares no chain with the proposal. */
export const approvedNamespaces = (
  proposals: ReadonlyArray<Readonly<Record<string, ProposalNamespace>>>,
  wallet: Readonly<Record<string, WalletNamespace>>
): Record<string, ApprovedNamespace> => {
  const approved: Record<string, ApprovedNamespace> = {}
  for (const proposed of proposals) {
    for (const [key, proposal] of Object.entries(proposed)) {
      const namespace = key.split(":")[0] ?? key
      const ours = wallet[namespace]
      if (ours === undefined) continue
      const chains = proposedChains(key, proposal).filter((chain) => ours.chains.includes(chain))
      if (chains.length === 0) continue
      const entry = (approved[namespace] ??= { chains: [], accounts: [], methods: [], events: [] })
      for (const chain of chains) {
        if (!entry.chains.includes(chain)) {
          entry.chains.push(chain)
          entry.accounts.push(`${chain}:${ours.address}`)
        }
      }
      for (const method of proposal.methods) if (ours.methods.includes(method) && !entry.methods.includes(method)) entry.methods.push(method)
      for (const event of proposal.events) if (ours.events.includes(event) && !entry.events.includes(event)) entry.events.push(event)
    }
  }
  return approved
}
