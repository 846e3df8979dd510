/**
 * The pairing URI shown before the relay answers (layers/live/walletconnect/pairingUri.ts) is the one the
 * SDK would hand over: the same string as @walletconnect/utils' formatUri, and parsed back to the same parts.
 */
import { formatUri, parseUri } from "@walletconnect/utils"
import { describe, expect, it } from "vitest"
import { pairingUri } from "../../../layers/live/walletconnect/pairingUri.js"

const TOPIC = "7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9"
const SYM_KEY = "587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303"

describe("pairingUri", () => {
  for (const methods of [undefined, ["wc_sessionPropose", "wc_authRequest"]]) {
    it(`is the SDK's own URI for the same pairing${methods === undefined ? "" : ", with methods"}`, () => {
      const uri = pairingUri({ topic: TOPIC, symKey: SYM_KEY, expiry: 1_795_774_384, relayProtocol: "irn", methods })
      expect(uri).toBe(
        formatUri({ protocol: "wc", version: 2, topic: TOPIC, symKey: SYM_KEY, relay: { protocol: "irn" }, expiryTimestamp: 1_795_774_384, ...(methods === undefined ? {} : { methods }) })
      )
      expect(parseUri(uri)).toMatchObject({ topic: TOPIC, version: 2, symKey: SYM_KEY, relay: { protocol: "irn" }, expiryTimestamp: 1_795_774_384 })
    })
  }
})
