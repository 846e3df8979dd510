import { describe, expect, it } from "vitest"
import {
  commitmentsOf,
  createEntropy,
  deriveKeys,
  recoverKeys,
  splitForDevice,
  splitPrimary,
  WrongShares
} from "../../../frame/keys/index.js"

const wallet = () => {
  const entropy = createEntropy()
  return { entropy, commitments: commitmentsOf(deriveKeys(entropy)) }
}

describe("splitPrimary / recoverKeys", () => {
  it("recovers the wallet from any two of the three shares", async () => {
    const { entropy, commitments } = wallet()
    const { device, auth, recovery } = await splitPrimary(entropy)
    for (const pair of [[device, auth], [auth, recovery], [recovery, device]] as const) {
      expect((await recoverKeys(pair, commitments)).entropy).toEqual(entropy)
    }
  })

  it("gives 17-byte shares (16 bytes and the x coordinate), none equal to the entropy", async () => {
    const { entropy } = wallet()
    const shares = Object.values(await splitPrimary(entropy))
    for (const share of shares) {
      expect(share).toHaveLength(17)
      expect(share.subarray(0, 16)).not.toEqual(entropy)
    }
  })

  it("does not recover from one share (twice the same share)", async () => {
    const { entropy, commitments } = wallet()
    const { auth } = await splitPrimary(entropy)
    await expect(recoverKeys([auth, auth], commitments)).rejects.toBeInstanceOf(WrongShares)
  })

  it("refuses shares of two different splits (A with a device's An): never a silent wrong key", async () => {
    const { entropy, commitments } = wallet()
    const primary = await splitPrimary(entropy)
    const perDevice = await splitForDevice(entropy)
    // A pair that happens to share an x coordinate is refused by combine itself; either way it is WrongShares.
    await expect(recoverKeys([primary.auth, perDevice.auth], commitments)).rejects.toBeInstanceOf(WrongShares)
    await expect(recoverKeys([primary.recovery, perDevice.device], commitments)).rejects.toBeInstanceOf(WrongShares)
  })

  it("refuses a share with one flipped byte", async () => {
    const { entropy, commitments } = wallet()
    const { auth, recovery } = await splitPrimary(entropy)
    for (let index = 0; index < recovery.length - 1; index++) {
      const flipped = recovery.slice()
      flipped[index] = (flipped[index] ?? 0) ^ 0x01
      await expect(recoverKeys([auth, flipped], commitments)).rejects.toBeInstanceOf(WrongShares)
    }
  })

  it("refuses good shares against another wallet's commitments, and malformed shares", async () => {
    const { entropy } = wallet()
    const { device, auth } = await splitPrimary(entropy)
    await expect(recoverKeys([device, auth], wallet().commitments)).rejects.toBeInstanceOf(WrongShares)
    await expect(recoverKeys([device, auth.subarray(0, 10)], commitmentsOf(deriveKeys(entropy)))).rejects.toBeInstanceOf(WrongShares)
  })

  it("accepts the EVM commitment in any letter case (the server may store it lowercased)", async () => {
    const { entropy, commitments } = wallet()
    const { device, auth } = await splitPrimary(entropy)
    const lower = { ...commitments, evmAddress: commitments.evmAddress.toLowerCase() }
    expect((await recoverKeys([device, auth], lower)).entropy).toEqual(entropy)
  })
})

describe("splitForDevice", () => {
  it("gives a 2-of-2 whose two shares recover the wallet", async () => {
    const { entropy, commitments } = wallet()
    const { device, auth } = await splitForDevice(entropy)
    expect((await recoverKeys([auth, device], commitments)).entropy).toEqual(entropy)
  })
})
