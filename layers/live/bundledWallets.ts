/**
 * The bundled catalogue (issue 9): well-known wallets listed when the wallet explorer cannot be reached, so an
 * offline modal still offers real choices. Loaded with import() on that path only, never in the initial chunk.
 * No images: the modal loads no remote image by default (ARCHITECTURE §4) and shows its placeholder instead.
 * `chains` holds namespaces: a bare namespace matches every network of it (the explorer lists CAIP-2 ids).
 *
 * Every value was checked against public sources (2026-11), named per entry below:
 * - "AppKit presets": reown-com/appkit packages/common/src/utils/PresetsUtil.ts (ConnectorExplorerIds: explorer
 *   ids of Coinbase, Safe, Ledger, OKX, MetaMask, Trust, Solflare, Phantom, Backpack, Bitget);
 * - "AppKit mobile": reown-com/appkit packages/controllers/src/utils/MobileWallet.ts (Phantom, Solflare and
 *   Coinbase ids; these three pair by their own universal links, not WalletConnect deep links — hence no
 *   `mobile_link` for them here);
 * - "registry": thirdweb-dev/js packages/thirdweb/src/wallets/__generated__/wallet/<id>/index.ts, generated
 *   from the WalletConnect registry (rdns, homepage, mobile native link, app and extension store links);
 * - "firefly": DimensionDev/firefly.mask.social src/constants/reown.ts (explorer ids of Rainbow, Rabby, Zerion,
 *   OKX, Phantom, MetaMask, Coinbase);
 * - "RainbowKit": rainbow-me/rainbowkit's wallet definitions (Bitget's rdns);
 * - "reef-knot": lidofinance reef-knot's Exodus adapter (Exodus's EIP-6963 rdns);
 * - "registry tables": independent wallet tables keyed by the WalletConnect registry ids that agree on the
 *   name (a React Native helper citing registry.walletconnect.org for Rainbow, Zerion, imToken; Privy's
 *   WalletConnect table for Rainbow, Uniswap, Zerion, Exodus).
 * Values no source confirmed were removed rather than guessed (e.g. Phantom's and Coinbase's `mobile_link`,
 * Solflare's `solflare://`).
 */
import type { ExplorerWallet } from "../../schemas/api/explorer.js"

const EVM = ["eip155"]
const SOLANA = ["solana"]
const BOTH = ["eip155", "solana"]

/** Explorer ids, names, rdns, deep links and install links of well-known wallets, by popularity. */
export const BUNDLED_WALLETS: ReadonlyArray<ExplorerWallet> = [
  // id: AppKit presets, firefly. Links and rdns: registry io.metamask.
  {
    id: "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96",
    name: "MetaMask",
    rdns: "io.metamask",
    homepage: "https://metamask.io",
    mobile_link: "metamask://",
    chrome_store: "https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn",
    app_store: "https://apps.apple.com/app/metamask/id1438144202",
    play_store: "https://play.google.com/store/apps/details?id=io.metamask",
    chains: EVM
  },
  // id: AppKit presets. Links and rdns: registry com.trustwallet.app.
  {
    id: "4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0",
    name: "Trust Wallet",
    rdns: "com.trustwallet.app",
    homepage: "https://trustwallet.com",
    mobile_link: "trust://",
    chrome_store: "https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph",
    app_store: "https://apps.apple.com/app/apple-store/id1288339409",
    play_store: "https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp",
    chains: BOTH
  },
  // id: AppKit presets and mobile, firefly. rdns and store links: registry com.coinbase.wallet (no WalletConnect deep link).
  {
    id: "fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa",
    name: "Coinbase Wallet",
    rdns: "com.coinbase.wallet",
    homepage: "https://www.coinbase.com/wallet",
    chrome_store: "https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad",
    app_store: "https://apps.apple.com/app/apple-store/id1278383455",
    play_store: "https://play.google.com/store/apps/details?id=org.toshi",
    chains: BOTH
  },
  // id: AppKit presets and mobile, firefly. rdns and store links: registry app.phantom (no WalletConnect deep link).
  {
    id: "a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393",
    name: "Phantom",
    rdns: "app.phantom",
    homepage: "https://phantom.app",
    chrome_store: "https://chromewebstore.google.com/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa",
    app_store: "https://apps.apple.com/app/phantom-solana-wallet/id1598432977",
    play_store: "https://play.google.com/store/apps/details?id=app.phantom",
    chains: BOTH
  },
  // id: firefly, registry tables. Links and rdns: registry me.rainbow.
  {
    id: "1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369",
    name: "Rainbow",
    rdns: "me.rainbow",
    homepage: "https://rainbow.me",
    mobile_link: "rainbow://",
    chrome_store: "https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama",
    app_store: "https://apps.apple.com/app/apple-store/id1457119021",
    play_store: "https://play.google.com/store/apps/details?id=me.rainbow",
    chains: EVM
  },
  // id: AppKit presets, firefly. Links and rdns: registry com.okex.wallet.
  {
    id: "971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709",
    name: "OKX Wallet",
    rdns: "com.okex.wallet",
    homepage: "https://www.okx.com/web3",
    mobile_link: "okex://main",
    chrome_store: "https://chromewebstore.google.com/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge",
    app_store: "https://apps.apple.com/us/app/okx-buy-bitcoin-eth-crypto/id1327268470",
    play_store: "https://play.google.com/store/apps/details?id=com.okinc.okex.gp",
    chains: BOTH
  },
  // id: firefly, registry tables. Links and rdns: registry io.zerion.wallet.
  {
    id: "ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18",
    name: "Zerion",
    rdns: "io.zerion.wallet",
    homepage: "https://zerion.io",
    mobile_link: "zerion://",
    chrome_store: "https://chromewebstore.google.com/detail/zerion-wallet-for-web3-nf/klghhnkeealcohjjanjjdaeeggmfmlpl",
    app_store: "https://apps.apple.com/app/id1456732565",
    play_store: "https://play.google.com/store/apps/details?id=io.zerion.android",
    chains: EVM
  },
  // id: firefly (and app configs citing docs.reown.com's wallet list). Links and rdns: registry io.rabby (extension only).
  {
    id: "18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1",
    name: "Rabby Wallet",
    rdns: "io.rabby",
    homepage: "https://rabby.io",
    chrome_store: "https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch",
    chains: EVM
  },
  // id: AppKit presets. Links: registry com.ledger (no rdns there).
  {
    id: "19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927",
    name: "Ledger Live",
    homepage: "https://www.ledger.com/ledger-live",
    mobile_link: "ledgerlive://",
    app_store: "https://itunes.apple.com/app/id1361671700",
    play_store: "https://play.google.com/store/apps/details?id=com.ledger.live",
    chains: EVM
  },
  // id: registry tables. Links: registry org.uniswap (no rdns there).
  {
    id: "c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a",
    name: "Uniswap Wallet",
    homepage: "https://uniswap.org",
    mobile_link: "uniswap://",
    chrome_store: "https://chromewebstore.google.com/detail/uniswap-extension/nnpmfplkfogfpmcngplhnbdnnilmcdcg",
    app_store: "https://apps.apple.com/us/app/uniswap-wallet/id6443944476",
    play_store: "https://play.google.com/store/apps/details?id=com.uniswap.mobile",
    chains: EVM
  },
  // id: AppKit presets. rdns: RainbowKit. Links: registry com.bitget.web3.
  {
    id: "38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662",
    name: "Bitget Wallet",
    rdns: "com.bitget.web3",
    homepage: "https://web3.bitget.com",
    mobile_link: "bitkeep://",
    chrome_store: "https://chromewebstore.google.com/detail/bitkeep-crypto-nft-wallet/jiidiaalihmmhddjgbnbgdfflelocpak",
    chains: BOTH
  },
  // id: AppKit presets. Links and rdns: registry app.backpack.
  {
    id: "2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0",
    name: "Backpack",
    rdns: "app.backpack",
    homepage: "https://backpack.app",
    mobile_link: "backpack://",
    chrome_store: "https://chromewebstore.google.com/detail/backpack/aflkmfhebedbjioipglgcbcmnbpgliof",
    app_store: "https://apps.apple.com/us/app/backpack-wallet-exchange/id6445964121",
    play_store: "https://play.google.com/store/apps/details?id=app.backpack.mobile",
    chains: BOTH
  },
  // id and homepage: AppKit presets and mobile (pairs by universal link; no deep link kept).
  {
    id: "1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79",
    name: "Solflare",
    homepage: "https://solflare.com",
    chains: SOLANA
  },
  // id: registry tables. rdns: reef-knot. Links: registry com.exodus.
  {
    id: "e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4",
    name: "Exodus",
    rdns: "com.exodus.web3-wallet",
    homepage: "https://exodus.com",
    mobile_link: "exodus://",
    chrome_store: "https://chromewebstore.google.com/detail/exodus-web3-wallet/aholpfdialjgjfhomihkjbmgjidlcdno",
    app_store: "https://apps.apple.com/us/app/exodus-crypto-bitcoin-wallet/id1414384820",
    play_store: "https://play.google.com/store/apps/details?id=exodusmovement.exodus",
    chains: BOTH
  },
  // id: AppKit presets. Links: registry global.safe (web app; no rdns there).
  {
    id: "225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f",
    name: "Safe",
    homepage: "https://safe.global",
    webapp_link: "https://app.safe.global",
    app_store: "https://apps.apple.com/app/id1515759131",
    play_store: "https://play.google.com/store/apps/details?id=io.gnosis.safe",
    chains: EVM
  },
  // id: registry tables. Links: registry im.token (no rdns there).
  {
    id: "ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef",
    name: "imToken",
    homepage: "https://token.im",
    mobile_link: "imtokenv2://",
    app_store: "https://apps.apple.com/us/app/imtoken2/id1384798940",
    play_store: "https://play.google.com/store/apps/details?id=im.token.app",
    chains: EVM
  }
]
