// The examples published in EIP-4361 (ethereum/ERCs ERCS/erc-4361.md), CAIP-122 (ChainAgnostic/CAIPs
// CAIPs/caip-122.md) and the CAIP-122 Solana profile (ChainAgnostic/namespaces solana/caip122.md), verbatim.

const EIP4361_BODY = `0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

/** EIP-4361 "an example SIWE Message with an implicit scheme". */
export const EIP4361_IMPLICIT_SCHEME = `example.com wants you to sign in with your Ethereum account:\n${EIP4361_BODY}`
/** EIP-4361 "with an implicit scheme and explicit port". */
export const EIP4361_EXPLICIT_PORT = `example.com:3388 wants you to sign in with your Ethereum account:\n${EIP4361_BODY}`
/** EIP-4361 "with an explicit scheme". */
export const EIP4361_EXPLICIT_SCHEME = `https://example.com wants you to sign in with your Ethereum account:\n${EIP4361_BODY}`

/** The fields of the EIP-4361 examples (domain and scheme vary). */
export const EIP4361_FIELDS = {
  domain: "example.com",
  accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  statement: "I accept the ExampleOrg Terms of Service: https://example.com/tos",
  uri: "https://example.com/login",
  version: "1",
  chainId: "eip155:1",
  nonce: "32891756",
  issuedAt: "2021-09-30T16:25:24Z",
  resources: [
    "ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/",
    "https://example.com/my-web2-claim.json"
  ]
} as const

/** CAIP-122's eip155 example: its generic field order (Chain ID after Issued At) and a lower-case address. */
export const CAIP122_EIP155_EXAMPLE = `service.org wants you to sign in with your Ethereum account:
0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2

I accept the ServiceOrg Terms of Service: https://service.org/tos

URI: https://service.org/login
Version: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Chain ID: 1
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

/** The Solana profile's example message. */
export const SOLANA_PROFILE_EXAMPLE = `service.org wants you to sign in with your Solana account:
GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1

I accept the ServiceOrg Terms of Service: https://service.org/tos

URI: https://service.org/login
Version: 1
Chain ID: 1
Nonce: 32891757
Issued At: 2021-09-30T16:25:24.000Z
Resources:
- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu
- https://example.com/my-web2-claim.json`

/** The Solana profile's "raw bytes (encoded as base64url)" of that example. */
export const SOLANA_PROFILE_EXAMPLE_BASE64URL =
  "c2VydmljZS5vcmcgd2FudHMgeW91IHRvIHNpZ24gaW4gd2l0aCB5b3VyIFNvbGFuYSBhY2NvdW50OgpHd0FGNDV6amZ5R3pVYmQzaTNoWHh6R2V1Y2h6RVpYd3BSWUhaTTU5MTJGMQoKSSBhY2NlcHQgdGhlIFNlcnZpY2VPcmcgVGVybXMgb2YgU2VydmljZTogaHR0cHM6Ly9zZXJ2aWNlLm9yZy90b3MKClVSSTogaHR0cHM6Ly9zZXJ2aWNlLm9yZy9sb2dpbgpWZXJzaW9uOiAxCkNoYWluIElEOiAxCk5vbmNlOiAzMjg5MTc1NwpJc3N1ZWQgQXQ6IDIwMjEtMDktMzBUMTY6MjU6MjQuMDAwWgpSZXNvdXJjZXM6Ci0gaXBmczovL1FtZTdzczNBUlZneHY2clhxVlBpaWtNSjh1Mk5MZ21nc3pnMTNwWXJES0VvaXUKLSBodHRwczovL2V4YW1wbGUuY29tL215LXdlYjItY2xhaW0uanNvbg"

/** The fields of the Solana profile example. */
export const SOLANA_PROFILE_FIELDS = {
  domain: "service.org",
  accountAddress: "GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1",
  statement: "I accept the ServiceOrg Terms of Service: https://service.org/tos",
  uri: "https://service.org/login",
  version: "1",
  chainId: "solana:1",
  nonce: "32891757",
  issuedAt: "2021-09-30T16:25:24.000Z",
  resources: ["ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu", "https://example.com/my-web2-claim.json"]
} as const
