/** Base64 both ways (shares in the server API, Solana wire transactions), with the codecs @solana/kit already brings. */
import { getBase64Decoder, getBase64Encoder } from "@solana/kit"

export const base64Bytes = (text: string): Uint8Array => Uint8Array.from(getBase64Encoder().encode(text))
export const bytesBase64 = (bytes: Uint8Array): string => getBase64Decoder().decode(bytes)
