/** WalletConnect's connector id, the same in every namespace: alone, so the page button's initial chunk reads it without the lists' icon. */
export const WALLETCONNECT_ID = "walletConnect"
