// Floor: `effect` + `@effect/platform` HttpClient + Schema, the runtime walletport is built on:
// one JSON-RPC call decoded with a schema. The program only runs on a click (no request on load),
// and is reachable from the page so the bundler keeps it.
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

const BlockNumber = Schema.Struct({
  jsonrpc: Schema.Literal("2.0"),
  id: Schema.Number,
  result: Schema.String
})

const blockNumber = Effect.gen(function* () {
  const client = yield* HttpClient.HttpClient
  const request = yield* HttpClientRequest.post("/rpc").pipe(
    HttpClientRequest.bodyJson({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] })
  )
  const response = yield* client.execute(request)
  return yield* HttpClientResponse.schemaBodyJson(BlockNumber)(response)
}).pipe(Effect.scoped, Effect.provide(FetchHttpClient.layer))

const button = document.createElement("button")
button.type = "button"
button.dataset["testid"] = "floor-button"
button.textContent = "Block number"
button.addEventListener("click", () => {
  void Effect.runPromise(blockNumber).then(
    (block) => {
      button.textContent = block.result
    },
    () => {
      button.textContent = "error"
    }
  )
})
document.getElementById("root")?.append(button)
