import type { ReactNode } from "react"
import { NetworkList, type NetworkListProps } from "./NetworkList.js"

/** Props of the Networks view. */
export type NetworksViewProps = NetworkListProps

/** Networks view: choose the network to switch the wallet to (SPEC §1 "choosing a network"). */
export const NetworksView = (props: NetworksViewProps): ReactNode => (
  <div data-testid="networks-view">
    <NetworkList {...props} />
  </div>
)
