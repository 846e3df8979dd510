/** Issue 23: German, checked against the English table's shape (en.ts). Loaded with import(). */
import type { Messages } from "./en.js"
import { plural } from "./plural.js"

const count = plural("de")

export const de: Messages = {
  titles: {
    Connect: "Wallet verbinden",
    Account: "Konto",
    AllWallets: "Alle Wallets",
    ConnectingWalletConnectBasic: "WalletConnect",
    ConnectingWalletConnect: "WalletConnect",
    ConnectingExternal: "Verbinden",
    ConnectingSiwe: "Anmelden",
    ConnectingFarcaster: "Farcaster",
    UnsupportedChain: "Netzwerk wechseln",
    SIWXSignMessage: "Anmelden",
    ApproveTransaction: "Transaktion bestätigen",
    RegisterAccountName: "Namen wählen",
    RegisterAccountNameSuccess: "Name registriert",
    Networks: "Netzwerk wählen",
    WalletSend: "Senden",
    WalletReceive: "Empfangen",
    WalletSwap: "Tauschen",
    Onramp: "Krypto kaufen",
    Pay: "Bezahlen",
    EmailVerifyOtp: "E-Mail bestätigen",
    EmailVerifyDevice: "Gerät registrieren",
    EmbeddedRecovery: "Wiederherstellungscode",
    UpdateEmailWallet: "E-Mail ändern",
    UpdateEmailPrimaryOtp: "Aktuelle E-Mail bestätigen",
    UpdateEmailSecondaryOtp: "Neue E-Mail bestätigen"
  },
  shell: {
    back: "Zurück",
    close: "Schließen",
    loading: "Wird geladen",
    chunkFailed: "Dieser Teil des Wallet-Fensters konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.",
    tryAgain: "Erneut versuchen",
    dismissAlert: "Hinweis schließen"
  },
  connect: {
    yourWallet: "deine Wallet",
    qrCode: "QR-Code",
    allWallets: "Alle Wallets",
    email: "E-Mail",
    or: "oder",
    getWallet: "Wallet besorgen",
    noWalletMobile: "Wallet-App verbinden",
    noWalletDesktop: "Keine Wallet in diesem Browser gefunden",
    mobileWithOthers: "Wähle unten deine Wallet-App oder öffne diese Seite im Browser deiner Wallet-App.",
    mobileAlone: "Öffne diese Seite im Browser deiner Wallet-App, um dich zu verbinden.",
    desktopWithOthers: "Verbinde eine Wallet auf einem anderen Gerät oder besorge dir eine Wallet für diesen Browser.",
    desktopAlone: "Besorge dir eine Wallet für diesen Browser und komm dann zurück.",
    requestOpen: "Anfrage offen",
    recent: "Zuletzt",
    installed: "Installiert",
    multiChain: "Multi-Chain",
    legalBefore: "Mit dem Verbinden deiner Wallet stimmst du unseren",
    terms: "Nutzungsbedingungen",
    and: "und",
    privacy: "Datenschutzhinweisen",
    legalAfter: " zu",
    continueIn: (wallet) => `Weiter in ${wallet}`,
    acceptRequest: "Bestätige die Verbindungsanfrage in der Wallet",
    failed: "Verbindung fehlgeschlagen",
    notCompleted: "Die Verbindungsanfrage wurde nicht abgeschlossen."
  },
  wallets: {
    interimHeading: "Wähle deine Wallet",
    interimText: "Wähle unten eine Wallet, um sie zu installieren oder zu öffnen, und verbinde dich dann von dort.",
    search: "Wallets suchen",
    loading: "Wallets werden geladen…",
    noneListed: "Diese Seite listet noch keine Wallets. Öffne sie im Browser deiner Wallet-App, um dich zu verbinden.",
    noMatch: (search) => `Keine Wallet passt zu „${search}“.`,
    count: (n) => count(n, { one: "# Wallet", other: "# Wallets" })
  },
  walletConnect: {
    yourPhone: "deinem Telefon",
    scanWith: (wallet) => `Mit ${wallet} scannen`,
    scanThisWith: "Scanne diesen QR-Code mit",
    refresh: "QR-Code erneuern",
    copyLink: "Link kopieren",
    linkCopied: "Link kopiert"
  },
  account: {
    chain: "Chain",
    editEmail: "E-Mail ändern",
    edit: "Ändern",
    chooseName: "Namen wählen",
    balanceUnavailable: "Guthaben nicht verfügbar",
    retry: "Erneut versuchen",
    retryIn30: "Erneut in 30 s",
    switchNetwork: (network) => `${network}, Netzwerk wechseln`,
    unknownDate: "Unbekanntes Datum",
    send: "Senden",
    swap: "Tauschen",
    receive: "Empfangen",
    buy: "Kaufen",
    copyAddress: "Adresse kopieren",
    copied: "Kopiert",
    disconnect: "Trennen",
    unsupportedNetwork: "Nicht unterstütztes Netzwerk",
    tabs: "Konto",
    tokens: "Token",
    nfts: "NFTs",
    activity: "Aktivität",
    loadingTokens: "Token werden geladen…",
    noTokens: "Noch keine Token",
    loadingNfts: "NFTs werden geladen…",
    noNfts: "Noch keine NFTs",
    nftsFailed: "NFTs konnten nicht geladen werden",
    loadingActivity: "Aktivität wird geladen…",
    noActivity: "Noch keine Aktivität",
    minted: "Geprägt",
    burned: "Verbrannt",
    from: (who) => `Von ${who}`,
    to: (who) => `An ${who}`
  },
  networks: {
    approveInWallet: "In der Wallet bestätigen",
    unsupportedAny: "Deine Wallet ist in einem Netzwerk, das diese App nicht unterstützt.",
    unsupportedChain: (chain) => `Deine Wallet ist auf Chain ${chain}, die diese App nicht unterstützt.`,
    switchToContinue: "Wechsle zu einem dieser Netzwerke, um fortzufahren.",
    disconnect: "Trennen"
  },
  send: {
    form: {
      token: "Token",
      loadingBalances: "Guthaben werden geladen…",
      amount: "Betrag",
      max: "Max.",
      to: "An",
      recipientPlaceholder: "Adresse oder Name",
      feeAtMost: "Netzwerkgebühr ≤"
    },
    review: {
      send: "Senden",
      to: "An",
      network: "Netzwerk",
      feeAtMost: "Netzwerkgebühr (höchstens)",
      total: "Gesamt aus deiner Wallet",
      edit: "Ändern",
      tryAgain: "Erneut versuchen"
    },
    ended: {
      reverted: { h: "Transaktion fehlgeschlagen" },
      replaced: { h: "Transaktion ersetzt", sub: "Deine Wallet hat an ihrer Stelle eine andere Transaktion gesendet." },
      cancelled: { h: "Transaktion abgebrochen", sub: "Sie wurde in deiner Wallet abgebrochen: die Überweisung fand nicht statt." },
      dropped: { h: "Transaktion verworfen", sub: "Das Netzwerk hat sie verworfen: die Überweisung fand nicht statt." }
    },
    confirmInWallet: "In deiner Wallet bestätigen",
    approveToSend: "Bestätige die Transaktion in deiner Wallet, um sie zu senden.",
    cancel: "Abbrechen",
    transactionSent: "Transaktion gesendet",
    waitingForNetwork: "Warte auf die Bestätigung durch das Netzwerk.",
    transaction: "Transaktion",
    viewOnExplorer: "Im Block-Explorer ansehen",
    sent: "Gesendet",
    to: "an",
    copied: "Kopiert",
    copy: "Kopieren",
    copyHash: "Transaktions-Hash kopieren",
    done: "Fertig"
  },
  receive: {
    qrOf: (address: string) => `QR-Code von ${address}`,
    smartAccount: "Smart Account",
    copied: "Kopiert",
    copyAddress: "Adresse kopieren",
    onlyOn: (networks: number) => `Sende nur Assets ${networks === 1 ? "in diesem Netzwerk" : "in diesen Netzwerken"} an diese Adresse:`,
    undeployed: (networks: ReadonlyArray<string>) =>
      `Dieser Smart Account ist auf ${networks.join(", ")} noch nicht bereitgestellt. Dorthin gesendetes Guthaben kommt an, der Account kann es aber erst nach der Bereitstellung bewegen.`
  },
  signIn: {
    wantsToConnect: (app) => `${app} möchte sich mit deiner Wallet verbinden`,
    proveOwnership: (account, required) =>
      `Signiere diese Nachricht, um zu beweisen, dass dir ${account ?? "diese Wallet"} gehört. Abbrechen ${required ? "trennt die Verbindung" : "lässt dich abgemeldet"}.`,
    sign: "Signieren",
    signing: "Wird signiert…",
    cancel: "Abbrechen"
  },
  errors: {
    UserRejectedRequest: "Du hast die Anfrage in deiner Wallet abgelehnt.",
    ResourceUnavailableRpcError: "Deine Wallet hat schon eine offene Anfrage. Schließe sie dort ab oder verwirf sie und versuche es erneut.",
    UnauthorizedProvider: "Deine Wallet hat diese Seite noch nicht erlaubt. Verbinde dich erneut und bestätige in deiner Wallet.",
    ProviderDisconnected: "Deine Wallet ist nicht verbunden. Entsperre sie oder verbinde dich neu und versuche es erneut.",
    ChainDisconnected: "Deine Wallet ist nicht mit diesem Netzwerk verbunden. Wechsle das Netzwerk in deiner Wallet und versuche es erneut."
  }
}
