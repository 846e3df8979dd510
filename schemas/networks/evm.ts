/**
 * Supported EVM networks. GENERATED from viem/chains by scripts/networks/generate.ts: do not edit.
 * Plain data, one export each and every call `@__PURE__`, so a host importing two networks bundles two
 * and never bundles viem/chains itself (its formatters and serializers are ~150 KiB).
 */
import { defineNetwork } from "./defineNetwork.js"

/** Ethereum (eip155:1). */
export const mainnet = /* @__PURE__ */ defineNetwork({"id":1,"name":"Ethereum","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://ethereum.reth.rs/rpc"]}},"blockExplorers":{"default":{"name":"Etherscan","url":"https://etherscan.io"}},"testnet":false})
/** Goerli (eip155:5, testnet). */
export const goerli = /* @__PURE__ */ defineNetwork({"id":5,"name":"Goerli","chainNamespace":"eip155","nativeCurrency":{"name":"Goerli Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://5.rpc.thirdweb.com"]}},"blockExplorers":{"default":{"name":"Etherscan","url":"https://goerli.etherscan.io"}},"testnet":true})
/** Sepolia (eip155:11155111, testnet). */
export const sepolia = /* @__PURE__ */ defineNetwork({"id":11155111,"name":"Sepolia","chainNamespace":"eip155","nativeCurrency":{"name":"Sepolia Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://11155111.rpc.thirdweb.com"]}},"blockExplorers":{"default":{"name":"Etherscan","url":"https://sepolia.etherscan.io"}},"testnet":true})
/** Holesky (eip155:17000, testnet). */
export const holesky = /* @__PURE__ */ defineNetwork({"id":17000,"name":"Holesky","chainNamespace":"eip155","nativeCurrency":{"name":"Holesky Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://ethereum-holesky-rpc.publicnode.com"]}},"blockExplorers":{"default":{"name":"Etherscan","url":"https://holesky.etherscan.io"}},"testnet":true})
/** OP Mainnet (eip155:10). */
export const optimism = /* @__PURE__ */ defineNetwork({"id":10,"name":"OP Mainnet","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://mainnet.optimism.io"]}},"blockExplorers":{"default":{"name":"Optimism Explorer","url":"https://optimistic.etherscan.io"}},"testnet":false})
/** OP Sepolia (eip155:11155420, testnet). */
export const optimismSepolia = /* @__PURE__ */ defineNetwork({"id":11155420,"name":"OP Sepolia","chainNamespace":"eip155","nativeCurrency":{"name":"Sepolia Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://sepolia.optimism.io"]}},"blockExplorers":{"default":{"name":"Blockscout","url":"https://optimism-sepolia.blockscout.com"}},"testnet":true})
/** Arbitrum One (eip155:42161). */
export const arbitrum = /* @__PURE__ */ defineNetwork({"id":42161,"name":"Arbitrum One","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://arb1.arbitrum.io/rpc"]}},"blockExplorers":{"default":{"name":"Arbiscan","url":"https://arbiscan.io"}},"testnet":false})
/** Arbitrum Nova (eip155:42170). */
export const arbitrumNova = /* @__PURE__ */ defineNetwork({"id":42170,"name":"Arbitrum Nova","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://nova.arbitrum.io/rpc"]}},"blockExplorers":{"default":{"name":"Arbiscan","url":"https://nova.arbiscan.io"}},"testnet":false})
/** Arbitrum Sepolia (eip155:421614, testnet). */
export const arbitrumSepolia = /* @__PURE__ */ defineNetwork({"id":421614,"name":"Arbitrum Sepolia","chainNamespace":"eip155","nativeCurrency":{"name":"Arbitrum Sepolia Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://sepolia-rollup.arbitrum.io/rpc"]}},"blockExplorers":{"default":{"name":"Arbiscan","url":"https://sepolia.arbiscan.io"}},"testnet":true})
/** Polygon (eip155:137). */
export const polygon = /* @__PURE__ */ defineNetwork({"id":137,"name":"Polygon","chainNamespace":"eip155","nativeCurrency":{"name":"POL","symbol":"POL","decimals":18},"rpcUrls":{"default":{"http":["https://polygon.drpc.org"]}},"blockExplorers":{"default":{"name":"PolygonScan","url":"https://polygonscan.com"}},"testnet":false})
/** Polygon Amoy (eip155:80002, testnet). */
export const polygonAmoy = /* @__PURE__ */ defineNetwork({"id":80002,"name":"Polygon Amoy","chainNamespace":"eip155","nativeCurrency":{"name":"POL","symbol":"POL","decimals":18},"rpcUrls":{"default":{"http":["https://polygon-amoy.drpc.org"]}},"blockExplorers":{"default":{"name":"PolygonScan","url":"https://amoy.polygonscan.com"}},"testnet":true})
/** Polygon zkEVM (eip155:1101). */
export const polygonZkEvm = /* @__PURE__ */ defineNetwork({"id":1101,"name":"Polygon zkEVM","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://zkevm-rpc.com"]}},"blockExplorers":{"default":{"name":"PolygonScan","url":"https://zkevm.polygonscan.com"}},"testnet":false})
/** Celo (eip155:42220). */
export const celo = /* @__PURE__ */ defineNetwork({"id":42220,"name":"Celo","chainNamespace":"eip155","nativeCurrency":{"name":"CELO","symbol":"CELO","decimals":18},"rpcUrls":{"default":{"http":["https://forno.celo.org"]}},"blockExplorers":{"default":{"name":"Celo Explorer","url":"https://celoscan.io"}},"testnet":false})
/** Alfajores (eip155:44787, testnet). */
export const celoAlfajores = /* @__PURE__ */ defineNetwork({"id":44787,"name":"Alfajores","chainNamespace":"eip155","nativeCurrency":{"name":"CELO","symbol":"A-CELO","decimals":18},"rpcUrls":{"default":{"http":["https://alfajores-forno.celo-testnet.org"]}},"blockExplorers":{"default":{"name":"Celo Alfajores Explorer","url":"https://celo-alfajores.blockscout.com"}},"testnet":true})
/** Aurora (eip155:1313161554). */
export const aurora = /* @__PURE__ */ defineNetwork({"id":1313161554,"name":"Aurora","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://mainnet.aurora.dev"]}},"blockExplorers":{"default":{"name":"Aurorascan","url":"https://aurorascan.dev"}},"testnet":false})
/** BNB Smart Chain (eip155:56). */
export const bsc = /* @__PURE__ */ defineNetwork({"id":56,"name":"BNB Smart Chain","chainNamespace":"eip155","nativeCurrency":{"name":"BNB","symbol":"BNB","decimals":18},"rpcUrls":{"default":{"http":["https://56.rpc.thirdweb.com"]}},"blockExplorers":{"default":{"name":"BscScan","url":"https://bscscan.com"}},"testnet":false})
/** BNB Smart Chain Testnet (eip155:97, testnet). */
export const bscTestnet = /* @__PURE__ */ defineNetwork({"id":97,"name":"BNB Smart Chain Testnet","chainNamespace":"eip155","nativeCurrency":{"name":"BNB","symbol":"tBNB","decimals":18},"rpcUrls":{"default":{"http":["https://data-seed-prebsc-1-s1.bnbchain.org:8545"]}},"blockExplorers":{"default":{"name":"BscScan","url":"https://testnet.bscscan.com"}},"testnet":true})
/** Avalanche (eip155:43114). */
export const avalanche = /* @__PURE__ */ defineNetwork({"id":43114,"name":"Avalanche","chainNamespace":"eip155","nativeCurrency":{"name":"Avalanche","symbol":"AVAX","decimals":18},"rpcUrls":{"default":{"http":["https://api.avax.network/ext/bc/C/rpc"]}},"blockExplorers":{"default":{"name":"SnowTrace","url":"https://snowtrace.io"}},"testnet":false})
/** Avalanche Fuji (eip155:43113, testnet). */
export const avalancheFuji = /* @__PURE__ */ defineNetwork({"id":43113,"name":"Avalanche Fuji","chainNamespace":"eip155","nativeCurrency":{"name":"Avalanche Fuji","symbol":"AVAX","decimals":18},"rpcUrls":{"default":{"http":["https://api.avax-test.network/ext/bc/C/rpc"]}},"blockExplorers":{"default":{"name":"SnowTrace","url":"https://testnet.snowtrace.io"}},"testnet":true})
/** ZKsync Era (eip155:324). */
export const zksync = /* @__PURE__ */ defineNetwork({"id":324,"name":"ZKsync Era","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://mainnet.era.zksync.io"],"webSocket":["wss://mainnet.era.zksync.io/ws"]}},"blockExplorers":{"default":{"name":"ZKsync Explorer","url":"https://explorer.zksync.io"}},"testnet":false})
/** ZKsync Sepolia Testnet (eip155:300, testnet). */
export const zksyncSepoliaTestnet = /* @__PURE__ */ defineNetwork({"id":300,"name":"ZKsync Sepolia Testnet","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://sepolia.era.zksync.dev"],"webSocket":["wss://sepolia.era.zksync.dev/ws"]}},"blockExplorers":{"default":{"name":"ZKsync Explorer","url":"https://sepolia.explorer.zksync.io/"}},"testnet":true})
/** Gnosis (eip155:100). */
export const gnosis = /* @__PURE__ */ defineNetwork({"id":100,"name":"Gnosis","chainNamespace":"eip155","nativeCurrency":{"name":"xDAI","symbol":"XDAI","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.gnosischain.com"],"webSocket":["wss://rpc.gnosischain.com/wss"]}},"blockExplorers":{"default":{"name":"Gnosisscan","url":"https://gnosisscan.io"}},"testnet":false})
/** Gnosis Chiado (eip155:10200, testnet). */
export const gnosisChiado = /* @__PURE__ */ defineNetwork({"id":10200,"name":"Gnosis Chiado","chainNamespace":"eip155","nativeCurrency":{"name":"Gnosis","symbol":"xDAI","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.chiadochain.net"],"webSocket":["wss://rpc.chiadochain.net/wss"]}},"blockExplorers":{"default":{"name":"Blockscout","url":"https://blockscout.chiadochain.net"}},"testnet":true})
/** Base (eip155:8453). */
export const base = /* @__PURE__ */ defineNetwork({"id":8453,"name":"Base","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://mainnet.base.org"]}},"blockExplorers":{"default":{"name":"Basescan","url":"https://basescan.org"}},"testnet":false})
/** Base Sepolia (eip155:84532, testnet). */
export const baseSepolia = /* @__PURE__ */ defineNetwork({"id":84532,"name":"Base Sepolia","chainNamespace":"eip155","nativeCurrency":{"name":"Sepolia Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://sepolia.base.org"]}},"blockExplorers":{"default":{"name":"Basescan","url":"https://sepolia.basescan.org"}},"testnet":true})
/** Zora (eip155:7777777). */
export const zora = /* @__PURE__ */ defineNetwork({"id":7777777,"name":"Zora","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.zora.energy"],"webSocket":["wss://rpc.zora.energy"]}},"blockExplorers":{"default":{"name":"Explorer","url":"https://explorer.zora.energy"}},"testnet":false})
/** Zora Sepolia (eip155:999999999, testnet). */
export const zoraSepolia = /* @__PURE__ */ defineNetwork({"id":999999999,"name":"Zora Sepolia","chainNamespace":"eip155","nativeCurrency":{"name":"Zora Sepolia","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://sepolia.rpc.zora.energy"],"webSocket":["wss://sepolia.rpc.zora.energy"]}},"blockExplorers":{"default":{"name":"Zora Sepolia Explorer","url":"https://sepolia.explorer.zora.energy/"}},"testnet":true})
/** Linea Mainnet (eip155:59144). */
export const linea = /* @__PURE__ */ defineNetwork({"id":59144,"name":"Linea Mainnet","chainNamespace":"eip155","nativeCurrency":{"name":"Linea Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.linea.build"],"webSocket":["wss://rpc.linea.build"]}},"blockExplorers":{"default":{"name":"Etherscan","url":"https://lineascan.build"}},"testnet":false})
/** Linea Sepolia Testnet (eip155:59141, testnet). */
export const lineaSepolia = /* @__PURE__ */ defineNetwork({"id":59141,"name":"Linea Sepolia Testnet","chainNamespace":"eip155","nativeCurrency":{"name":"Linea Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.sepolia.linea.build"],"webSocket":["wss://rpc.sepolia.linea.build"]}},"blockExplorers":{"default":{"name":"Etherscan","url":"https://sepolia.lineascan.build"}},"testnet":true})
/** Scroll (eip155:534352). */
export const scroll = /* @__PURE__ */ defineNetwork({"id":534352,"name":"Scroll","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.scroll.io"],"webSocket":["wss://wss-rpc.scroll.io/ws"]}},"blockExplorers":{"default":{"name":"Scrollscan","url":"https://scrollscan.com"}},"testnet":false})
/** Scroll Sepolia (eip155:534351, testnet). */
export const scrollSepolia = /* @__PURE__ */ defineNetwork({"id":534351,"name":"Scroll Sepolia","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://sepolia-rpc.scroll.io"]}},"blockExplorers":{"default":{"name":"Scrollscan","url":"https://sepolia.scrollscan.com"}},"testnet":true})
/** Mantle (eip155:5000). */
export const mantle = /* @__PURE__ */ defineNetwork({"id":5000,"name":"Mantle","chainNamespace":"eip155","nativeCurrency":{"name":"MNT","symbol":"MNT","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.mantle.xyz"]}},"blockExplorers":{"default":{"name":"Mantle Explorer","url":"https://mantlescan.xyz/"}},"testnet":false})
/** Blast (eip155:81457). */
export const blast = /* @__PURE__ */ defineNetwork({"id":81457,"name":"Blast","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.blast.io"]}},"blockExplorers":{"default":{"name":"Blastscan","url":"https://blastscan.io"}},"testnet":false})
/** Fantom (eip155:250). */
export const fantom = /* @__PURE__ */ defineNetwork({"id":250,"name":"Fantom","chainNamespace":"eip155","nativeCurrency":{"name":"Fantom","symbol":"FTM","decimals":18},"rpcUrls":{"default":{"http":["https://250.rpc.thirdweb.com"]}},"blockExplorers":{"default":{"name":"FTMScan","url":"https://ftmscan.com"}},"testnet":false})
/** Moonbeam (eip155:1284). */
export const moonbeam = /* @__PURE__ */ defineNetwork({"id":1284,"name":"Moonbeam","chainNamespace":"eip155","nativeCurrency":{"name":"Moonbeam","symbol":"GLMR","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.api.moonbeam.network"],"webSocket":["wss://wss.api.moonbeam.network"]}},"blockExplorers":{"default":{"name":"Moonscan","url":"https://moonscan.io"}},"testnet":false})
/** Metis (eip155:1088). */
export const metis = /* @__PURE__ */ defineNetwork({"id":1088,"name":"Metis","chainNamespace":"eip155","nativeCurrency":{"name":"Metis","symbol":"METIS","decimals":18},"rpcUrls":{"default":{"http":["https://metis.rpc.hypersync.xyz","https://metis-pokt.nodies.app","https://api.blockeden.xyz/metis/67nCBdZQSH9z3YqDDjdm","https://metis-andromeda.rpc.thirdweb.com","https://metis-andromeda.gateway.tenderly.co","https://metis.api.onfinality.io/public","https://andromeda.metis.io/?owner=1088","https://metis-mainnet.public.blastapi.io"],"webSocket":["wss://metis-rpc.publicnode.com","wss://metis.drpc.org"]}},"blockExplorers":{"default":{"name":"Metis Explorer","url":"https://explorer.metis.io"}},"testnet":false})
/** Cronos Mainnet (eip155:25). */
export const cronos = /* @__PURE__ */ defineNetwork({"id":25,"name":"Cronos Mainnet","chainNamespace":"eip155","nativeCurrency":{"name":"Cronos","symbol":"CRO","decimals":18},"rpcUrls":{"default":{"http":["https://evm.cronos.org"]}},"blockExplorers":{"default":{"name":"Cronos Explorer","url":"https://explorer.cronos.org"}},"testnet":false})
/** Kaia (eip155:8217). */
export const kaia = /* @__PURE__ */ defineNetwork({"id":8217,"name":"Kaia","chainNamespace":"eip155","nativeCurrency":{"name":"Kaia","symbol":"KAIA","decimals":18},"rpcUrls":{"default":{"http":["https://public-en.node.kaia.io"]}},"blockExplorers":{"default":{"name":"KaiaScan","url":"https://kaiascan.io"}},"testnet":false})
/** Mode Mainnet (eip155:34443). */
export const mode = /* @__PURE__ */ defineNetwork({"id":34443,"name":"Mode Mainnet","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://mainnet.mode.network"]}},"blockExplorers":{"default":{"name":"Modescan","url":"https://modescan.io"}},"testnet":false})
/** Fraxtal (eip155:252). */
export const fraxtal = /* @__PURE__ */ defineNetwork({"id":252,"name":"Fraxtal","chainNamespace":"eip155","nativeCurrency":{"name":"Frax","symbol":"FRAX","decimals":18},"rpcUrls":{"default":{"http":["https://rpc.frax.com"]}},"blockExplorers":{"default":{"name":"fraxscan","url":"https://fraxscan.com"}},"testnet":false})
/** Manta Pacific Mainnet (eip155:169). */
export const manta = /* @__PURE__ */ defineNetwork({"id":169,"name":"Manta Pacific Mainnet","chainNamespace":"eip155","nativeCurrency":{"name":"ETH","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://pacific-rpc.manta.network/http"]}},"blockExplorers":{"default":{"name":"Manta Explorer","url":"https://pacific-explorer.manta.network"}},"testnet":false})
/** OpBNB (eip155:204). */
export const opBNB = /* @__PURE__ */ defineNetwork({"id":204,"name":"opBNB","chainNamespace":"eip155","nativeCurrency":{"name":"BNB","symbol":"BNB","decimals":18},"rpcUrls":{"default":{"http":["https://opbnb-mainnet-rpc.bnbchain.org"]}},"blockExplorers":{"default":{"name":"opBNB (BSCScan)","url":"https://opbnb.bscscan.com"}},"testnet":false})
/** Ronin (eip155:2020). */
export const ronin = /* @__PURE__ */ defineNetwork({"id":2020,"name":"Ronin","chainNamespace":"eip155","nativeCurrency":{"name":"RON","symbol":"RON","decimals":18},"rpcUrls":{"default":{"http":["https://api.roninchain.com/rpc"]}},"blockExplorers":{"default":{"name":"Ronin Explorer","url":"https://app.roninchain.com"}},"testnet":false})
/** Unichain (eip155:130). */
export const unichain = /* @__PURE__ */ defineNetwork({"id":130,"name":"Unichain","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://mainnet.unichain.org/"]}},"blockExplorers":{"default":{"name":"Uniscan","url":"https://uniscan.xyz"}},"testnet":false})
/** World Chain (eip155:480). */
export const worldchain = /* @__PURE__ */ defineNetwork({"id":480,"name":"World Chain","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["https://worldchain-mainnet.g.alchemy.com/public"]}},"blockExplorers":{"default":{"name":"Worldscan","url":"https://worldscan.org"}},"testnet":false})
/** The local anvil devnet (chain 31337) of the offline stack. */
export const anvil = /* @__PURE__ */ defineNetwork({"id":31337,"name":"Anvil","chainNamespace":"eip155","nativeCurrency":{"name":"Ether","symbol":"ETH","decimals":18},"rpcUrls":{"default":{"http":["http://127.0.0.1:8545"],"webSocket":["ws://127.0.0.1:8545"]}},"testnet":true,"contracts":{"ensUniversalResolver":{"address":"0x39dD11C243Ac4Ac250980FA3AEa016f73C509f37"}}})
