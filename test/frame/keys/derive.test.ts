import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from "@solana/kit"
import { mnemonicToEntropy } from "@scure/bip39"
import { wordlist } from "@scure/bip39/wordlists/english"
import { bytesToHex, hexToBytes } from "viem"
import { describe, expect, it } from "vitest"
import { commitmentsOf, createEntropy, deriveKeys, mnemonicOf } from "../../../frame/keys/index.js"
import { slip10Derive } from "../../../frame/keys/slip10.js"

const ANVIL_MNEMONIC = "test test test test test test test test test test test junk"
/** solana-sdk's keypair_from_seed_and_derivation_path at m/44'/501'/0'/0' (a public fixture). */
const SOLANA_MNEMONIC = "victory member rely dirt treat woman boring tomato two hollow erosion drop"

const keysOfMnemonic = (mnemonic: string) => deriveKeys(mnemonicToEntropy(mnemonic, wordlist))

describe("deriveKeys", () => {
  it("gives anvil's first account for anvil's mnemonic (m/44'/60'/0'/0/0)", () => {
    const keys = keysOfMnemonic(ANVIL_MNEMONIC)
    expect(keys.evm.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
    expect(keys.evm.privateKey).toBe("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
  })

  it("gives the Solana address other wallets derive at m/44'/501'/0'/0'", () => {
    expect(keysOfMnemonic(SOLANA_MNEMONIC).solana.address).toBe("GE93MHXVvnsbhxu7Ttpp7zTiipJeCX3QFXueSK2dCJe6")
  })

  it("gives a Solana address that @solana/kit computes from the same seed", async () => {
    const keys = deriveKeys(createEntropy())
    const pair = await createKeyPairFromPrivateKeyBytes(keys.solana.seed, true)
    expect(await getAddressFromPublicKey(pair.publicKey)).toBe(keys.solana.address)
    const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey))
    expect(raw).toEqual(keys.solana.publicKey)
  })

  it("exports the entropy as the 12 words that restore it, and commits to both addresses", () => {
    const keys = keysOfMnemonic(ANVIL_MNEMONIC)
    expect(mnemonicOf(keys.entropy)).toBe(ANVIL_MNEMONIC)
    expect(commitmentsOf(keys)).toEqual({ evmAddress: keys.evm.address, solanaAddress: keys.solana.address })
  })

  it("creates 16 random bytes each time", () => {
    const a = createEntropy()
    expect(a).toHaveLength(16)
    expect(mnemonicOf(a).split(" ")).toHaveLength(12)
    expect(createEntropy()).not.toEqual(a)
  })
})

describe("SLIP-10 ed25519, test vector 1", () => {
  const seed = hexToBytes("0x000102030405060708090a0b0c0d0e0f")
  const chain: ReadonlyArray<readonly [ReadonlyArray<number>, string, string]> = [
    [[], "90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb", "2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7"],
    [[0], "8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69", "68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3"],
    [[0, 1], "a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14", "b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2"],
    [[0, 1, 2], "2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c", "92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9"],
    [[0, 1, 2, 2], "8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc", "30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662"],
    [[0, 1, 2, 2, 1000000000], "68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230", "8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793"]
  ]
  it.each(chain)("m/%j", (path, chainCode, privateKey) => {
    const node = slip10Derive(seed, path)
    expect(bytesToHex(node.chainCode)).toBe(`0x${chainCode}`)
    expect(bytesToHex(node.key)).toBe(`0x${privateKey}`)
  })

  it("refuses an index that is already hardened", () => {
    expect(() => slip10Derive(seed, [0x8000_0000])).toThrow(RangeError)
  })
})
