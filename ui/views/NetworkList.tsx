import { type ReactNode, useId } from "react"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { CHECK, Icon } from "../components/icons.js"
import { NAMESPACE_LABELS } from "../components/namespaces.js"
import { WalletIcon } from "../components/WalletIcon.js"
import { useMessages } from "../i18n/I18nContext.js"

/** A configured network as the Networks list shows it. */
export interface NetworkItem {
  readonly caipNetworkId: string
  readonly name: string
  readonly icon?: string | undefined
}

/** The networks of one namespace, in the host's order. */
export interface NetworkGroup {
  readonly namespace: ChainNamespace
  readonly networks: ReadonlyArray<NetworkItem>
}

/** Props shared by every view that lets the visitor pick a network. */
export interface NetworkListProps {
  readonly groups: ReadonlyArray<NetworkGroup>
  /** The network the wallet is on, if it is one of ours. */
  readonly activeCaipNetworkId: string | undefined
  readonly onSelect: (caipNetworkId: string) => void
  /** The network the wallet is being asked to switch to. */
  readonly pending?: string | undefined
  /** Why the last switch failed (the catalogue message). */
  readonly error?: string | undefined
}

const Group = (props: NetworkListProps & { readonly group: NetworkGroup }): ReactNode => {
  const headingId = useId()
  const approve = useMessages().networks.approveInWallet
  return (
    <section className="group" aria-labelledby={headingId}>
      <h3 className="gh" id={headingId}>
        {NAMESPACE_LABELS[props.group.namespace]}
      </h3>
      <ul className="list">
        {props.group.networks.map((n) => {
          const active = n.caipNetworkId === props.activeCaipNetworkId
          const pending = n.caipNetworkId === props.pending
          return (
            <li key={n.caipNetworkId}>
              <button
                type="button"
                className="wallet"
                data-testid={`network-${n.caipNetworkId}`}
                aria-current={active || undefined}
                aria-busy={pending || undefined}
                onClick={() => props.onSelect(n.caipNetworkId)}
              >
                <WalletIcon name={n.name} icon={n.icon} size={28} round />
                <span className="name">{n.name}</span>
                {pending ? (
                  <span className="tags">
                    <span className="tag">{approve}</span>
                  </span>
                ) : (
                  active && (
                    <span className="check">
                      <Icon d={CHECK} size={16} />
                    </span>
                  )
                )}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Every configured network, grouped by namespace, the active one marked (aria-current). */
export const NetworkList = (props: NetworkListProps): ReactNode => (
  <>
    {props.groups
      .filter((g) => g.networks.length > 0)
      .map((group) => (
        <Group key={group.namespace} {...props} group={group} />
      ))}
    {/* Always rendered so the alert is announced when its text appears. */}
    <p className="alert" role="alert" data-testid="network-error">
      {props.error}
    </p>
  </>
)
