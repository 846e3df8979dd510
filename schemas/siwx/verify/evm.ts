/**
 * EVM sign-in signatures (EIP-4361 "Signing and Verifying Messages with Ethereum Accounts"): EIP-191 for
 * EOAs, EIP-1271 `isValidSignature` for deployed contract accounts, EIP-6492 (through the universal
 * validator, deployless) for accounts not deployed yet. Contract checks run on the message's chain.
 */
import {
  encodeDeployData,
  encodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  hashMessage,
  isAddressEqual,
  isErc6492Signature,
  recoverAddress,
  size
} from "viem"
import { SiwxVerificationFailed, SmartAccountsUnsupported } from "../../errors/siwx.js"
import type { ParsedSiwxMessage } from "../fields.js"
import type { EthCall, Hex, SiwxSignatureKind, VerifySiwxMessageError } from "./types.js"
import { isHexBytes } from "./hex.js"
import { EthCallReverted } from "./rpcCall.js"

/** EIP-1271: `isValidSignature(bytes32,bytes)` returns this selector when the signature is valid. */
export const ERC1271_MAGIC_VALUE = "0x1626ba7e"

const ERC1271_ABI = [{
  type: "function",
  name: "isValidSignature",
  stateMutability: "view",
  inputs: [{ name: "hash", type: "bytes32" }, { name: "signature", type: "bytes" }],
  outputs: [{ name: "", type: "bytes4" }]
}] as const

const recoversTo = async (hash: Hex, signature: Hex, address: Hex): Promise<boolean> => {
  try {
    return isAddressEqual(await recoverAddress({ hash, signature }), address)
  } catch {
    return false
  }
}

/** The kind of a valid EVM signature over `message`, or why it is not one. */
export const verifyEvmSignature = async (
  message: string,
  fields: ParsedSiwxMessage,
  signature: string | Uint8Array,
  call: EthCall | undefined
): Promise<SiwxSignatureKind | VerifySiwxMessageError> => {
  const sig = signature
  if (!isHexBytes(sig)) return new SiwxVerificationFailed({ reason: "signatureEncoding" })
  const address = fields.accountAddress
  // The parser checked it is 0x + 40 hex; the guard narrows the type.
  if (!isHexBytes(address)) return new SiwxVerificationFailed({ reason: "signature" })
  const hash = hashMessage(message)
  const erc6492 = isErc6492Signature(sig)
  if (!erc6492 && size(sig) === 65 && (await recoversTo(hash, sig, address))) return "eoa"
  if (call === undefined) return new SmartAccountsUnsupported({})
  try {
    if (erc6492) {
      const data = encodeDeployData({
        abi: erc6492SignatureValidatorAbi,
        bytecode: erc6492SignatureValidatorByteCode,
        args: [address, hash, sig]
      })
      const result = await call({ data }, fields.chainId)
      return result !== "0x" && BigInt(result) === 1n ? "erc6492" : new SiwxVerificationFailed({ reason: "signature" })
    }
    const data = encodeFunctionData({ abi: ERC1271_ABI, functionName: "isValidSignature", args: [hash, sig] })
    const result = await call({ to: address, data }, fields.chainId)
    return result.slice(0, 10).toLowerCase() === ERC1271_MAGIC_VALUE ? "erc1271" : new SiwxVerificationFailed({ reason: "signature" })
  } catch (cause) {
    // A revert is the account saying no; anything else (no RPC, network) means we could not ask it.
    return cause instanceof EthCallReverted || isRevert(cause)
      ? new SiwxVerificationFailed({ reason: "signature", cause })
      : new SmartAccountsUnsupported({ cause })
  }
}

/** viem and most clients name a revert in the error's text. */
const isRevert = (cause: unknown): boolean =>
  cause instanceof Error && /revert/i.test(`${cause.name} ${cause.message}`)
