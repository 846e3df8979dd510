/**
 * Portfolio's NFT holdings (SPEC §2 NFTs tab), derived in the service from the whole transfer history: two NFTs
 * of one collection are two holdings (keyed by contract + token id), and NFTs received on an older history page
 * than the first are held too. The real service graph over the in-memory data plane (layers/test).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import type { BlockchainApiFixture } from "../../layers/test/BlockchainApi.js"
import { NFT_HISTORY_MAX_PAGES } from "../../layers/live/Portfolio.js"
import { appLayer } from "../../runtime/layers.js"
import type { Transaction, TransactionStatus, TransferDirection } from "../../schemas/entities/Transaction.js"
import { Connection } from "../../services/Connection.js"
import { Portfolio } from "../../services/Portfolio.js"
import { optionsWith, testWallet } from "./harness.js"

const COLLECTION = "0xC011EC7100000000000000000000000000000001"
const nftTx = (
  id: string,
  direction: TransferDirection,
  tokenId: string,
  options: { readonly status?: TransactionStatus; readonly spam?: boolean; readonly contract?: string } = {}
): Transaction => ({
  id,
  metadata: { operationType: direction === "in" ? "receive" : "send", minedAt: "2026-11-20T10:00:00Z", sentFrom: "0x1", sentTo: "0x2", status: options.status ?? "confirmed" },
  transfers: [{
    direction,
    quantity: { numeric: "1" },
    // One collection, one name for every token (as many collections name their tokens): only the id tells them apart.
    nft_info: {
      contract_address: options.contract ?? COLLECTION,
      token_id: tokenId,
      name: "Walletport Punk",
      flags: { is_spam: options.spam ?? false },
      content: { preview: { url: `https://nft.example/${tokenId}.png` } }
    }
  }]
})

const graph = (api: BlockchainApiFixture) => {
  const wallet = testWallet("io.fake", "Fake", { chainId: 1 })
  const evm = fakeEvmAdapter([wallet.entry], makeTestChain())
  return appLayer(optionsWith({ adapters: [evm.adapter] }), testBoundaries(), dataTest({ api }))
}
const holdings = Effect.gen(function*() {
  yield* Effect.flatMap(Connection, (c) => c.connect("io.fake"))
  const portfolio = yield* Portfolio
  yield* portfolio.loadNfts
  return (yield* portfolio.state.get).nfts
})

describe("Portfolio NFT holdings", () => {
  it.effect("two NFTs of one collection are two holdings; a send removes only its token", () =>
    Effect.gen(function*() {
      const nfts = yield* holdings
      assert.strictEqual(nfts.status, "ready")
      assert.isTrue(nfts.complete)
      assert.deepStrictEqual(nfts.holdings.map((n) => n.image), ["https://nft.example/3.png", "https://nft.example/1.png"])
    }).pipe(Effect.provide(graph({
      // Newest first, as the data API answers.
      history: { [FAKE_WALLET_ADDRESS]: [[nftTx("d", "in", "3"), nftTx("c", "out", "2"), nftTx("b", "in", "2"), nftTx("a", "in", "1")]] }
    }))))

  it.effect("holdings come from every history page, not only the first; same token id in another collection is another NFT", () =>
    Effect.gen(function*() {
      const nfts = yield* holdings
      assert.deepStrictEqual(nfts.holdings.map((n) => n.key), [
        `${COLLECTION.toLowerCase()}:7`,
        `0x00000000000000000000000000000000000000aa:1`,
        `${COLLECTION.toLowerCase()}:1`
      ])
    }).pipe(Effect.provide(graph({
      history: {
        [FAKE_WALLET_ADDRESS]: [
          [nftTx("e", "in", "7")],
          [nftTx("d", "in", "1", { contract: "0x00000000000000000000000000000000000000AA" })],
          [nftTx("c", "in", "9", { status: "failed" }), nftTx("b", "in", "8", { spam: true })],
          [nftTx("a", "in", "1")]
        ]
      }
    }))))

  it.effect("a history longer than the bound is read up to it and marked incomplete", () =>
    Effect.gen(function*() {
      const nfts = yield* holdings
      assert.strictEqual(nfts.status, "ready")
      assert.isFalse(nfts.complete)
      assert.strictEqual(nfts.holdings.length, NFT_HISTORY_MAX_PAGES)
    }).pipe(Effect.provide(graph({
      history: { [FAKE_WALLET_ADDRESS]: Array.from({ length: NFT_HISTORY_MAX_PAGES + 1 }, (_, i) => [nftTx(`t${i}`, "in", String(i))]) }
    }))))

  it.effect("a failed history read is the failed status, with no holdings", () =>
    Effect.gen(function*() {
      const nfts = yield* holdings
      assert.strictEqual(nfts.status, "failed")
      assert.deepStrictEqual(nfts.holdings, [])
    }).pipe(Effect.provide(graph({ failingHistory: [FAKE_WALLET_ADDRESS] }))))
})
