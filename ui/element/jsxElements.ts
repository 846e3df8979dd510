/**
 * `<walletport-button>` in React's JSX (as AppKit declares `<appkit-button>`): a React page may render the
 * custom element too. With the React entry only, so that `walletport/element` declares nothing of React.
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react"
import type { WalletportButtonAttributes } from "./elementTypes.js"

/** The props `<walletport-button>` takes in JSX: an element's, and its attributes. */
export type WalletportButtonProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & WalletportButtonAttributes

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "walletport-button": WalletportButtonProps
    }
  }
}
