import { describe, expect, it } from "vitest"
import { createEntropy, decodeRecoveryCode, encodeRecoveryCode, splitPrimary } from "../../../frame/keys/index.js"

const recoveryShare = async () => (await splitPrimary(createEntropy())).recovery

describe("recovery code", () => {
  it("round-trips a share as eight dash-separated groups of four", async () => {
    const share = await recoveryShare()
    const code = encodeRecoveryCode(share)
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){7}$/)
    expect(decodeRecoveryCode(code)).toEqual(share)
  })

  it("round-trips shares of other lengths (the last group may be shorter)", () => {
    for (const length of [2, 5, 16, 33]) {
      const share = crypto.getRandomValues(new Uint8Array(length))
      expect(decodeRecoveryCode(encodeRecoveryCode(share))).toEqual(share)
    }
  })

  it("forgives case, spaces, missing or extra dashes and the look-alikes O, I, L", async () => {
    const share = await recoveryShare()
    const code = encodeRecoveryCode(share)
    expect(decodeRecoveryCode(code.toLowerCase())).toEqual(share)
    expect(decodeRecoveryCode(code.replace(/-/g, ""))).toEqual(share)
    expect(decodeRecoveryCode(`  ${code.replace(/-/g, " - ")}\n`)).toEqual(share)
    const lookalike = code.replace(/0/g, "o").replace(/1/g, "l")
    expect(decodeRecoveryCode(lookalike)).toEqual(share)
  })

  it("detects every single-character typo", async () => {
    const code = encodeRecoveryCode(await recoveryShare()).replace(/-/g, "")
    for (let index = 0; index < code.length; index++) {
      const original = code.charAt(index)
      const typo = original === "7" ? "8" : "7"
      expect(decodeRecoveryCode(code.slice(0, index) + typo + code.slice(index + 1)), `position ${index}`).toBeUndefined()
    }
  })

  it("detects two swapped neighbours, a dropped and an extra character", async () => {
    const code = encodeRecoveryCode(await recoveryShare()).replace(/-/g, "")
    const swapAt = [...code].findIndex((char, i) => char !== code.charAt(i + 1))
    const swapped = code.slice(0, swapAt) + code.charAt(swapAt + 1) + code.charAt(swapAt) + code.slice(swapAt + 2)
    expect(decodeRecoveryCode(swapped)).toBeUndefined()
    expect(decodeRecoveryCode(code.slice(1))).toBeUndefined()
    expect(decodeRecoveryCode(`${code}0`)).toBeUndefined()
  })

  it("refuses characters outside the alphabet and codes too short to hold a share", () => {
    expect(decodeRecoveryCode("ABCD-EFGH-UUUU")).toBeUndefined()
    expect(decodeRecoveryCode("")).toBeUndefined()
    expect(decodeRecoveryCode(encodeRecoveryCode(new Uint8Array([1])))).toBeUndefined()
  })
})
