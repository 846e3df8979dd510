import type { ReactNode } from "react"
import { EXIT, Icon } from "../components/icons.js"
import { NetworkList, type NetworkGroup } from "./NetworkList.js"
import { useMessages } from "../i18n/I18nContext.js"

/** Props of the UnsupportedChain view. */
export interface UnsupportedChainViewProps {
  /** The host's networks, any of which the wallet can switch to. */
  readonly groups: ReadonlyArray<NetworkGroup>
  /** The chain the wallet is on (its CAIP-2 reference, e.g. "999"), when known. */
  readonly walletChain?: string | undefined
  readonly onSelect: (caipNetworkId: string) => void
  readonly onDisconnect: () => void
  readonly pending?: string | undefined
  readonly error?: string | undefined
}

/**
 * UnsupportedChain view (SPEC §2): the wallet is on a network this app does not serve. Nothing of the
 * account is shown (no balance, no network label that could be wrong); the way out is to switch or leave.
 */
export const UnsupportedChainView = (props: UnsupportedChainViewProps): ReactNode => {
  const t = useMessages().networks
  return (
  <div data-testid="unsupported-chain-view">
    <p className="sub intro" data-testid="unsupported-chain-text">
      {props.walletChain === undefined
        ? t.unsupportedAny
        : t.unsupportedChain(props.walletChain)}{" "}
      {t.switchToContinue}
    </p>
    <NetworkList
      groups={props.groups}
      activeCaipNetworkId={undefined}
      onSelect={props.onSelect}
      pending={props.pending}
      error={props.error}
    />
    <div className="actions">
      <button type="button" className="tile wide" data-testid="disconnect" onClick={props.onDisconnect}>
        <Icon d={EXIT} size={18} />
        {t.disconnect}
      </button>
    </div>
  </div>
  )
}
