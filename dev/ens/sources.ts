// Solidity for the parts of ENS that are not on npm as build artifacts: a UniversalResolver answering the ABI the
// installed viem (2.57) calls — `resolveWithGateways` / `reverseWithGateways` with the ENS v3 UR errors — and an
// OffchainResolver (ENSIP-10 + EIP-3668) whose gateway answers signed records. The registry, PublicResolver and
// ReverseRegistrar are the published @ensdomains artifacts (deploy.ts).

/**
 * UniversalResolver: finds a name's resolver in the registry (walking up to a wildcard, ENSIP-10), calls it, and
 * for an OffchainLookup from the resolver re-raises it as its own (EIP-3668: the sender must be the contract
 * called) with `resolveCallback` to finish. Reverse: ENSIP-3 name of `<addr>.addr.reverse`, checked forward.
 * `resolve` / `reverse` are the ENS v3 UR's entry points with its default gateways (what layers/live/ens calls),
 * `resolveWithGateways` / `reverseWithGateways` viem's. The batch gateway of the real UR is left out: the
 * resolver's own URLs are used and `gateways` is ignored.
 */
export const UNIVERSAL_RESOLVER = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
interface IRegistry { function resolver(bytes32 node) external view returns (address); }
interface IERC165 { function supportsInterface(bytes4 id) external view returns (bool); }
contract UniversalResolver {
  error ResolverNotFound(bytes name);
  error ResolverNotContract(bytes name, address resolver);
  error ResolverError(bytes errorData);
  error ReverseAddressMismatch(string primary, bytes primaryAddress);
  error UnsupportedResolverProfile(bytes4 selector);
  error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
  bytes32 constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
  bytes4 constant EXTENDED = 0x9061b923;
  IRegistry public immutable registry;
  constructor(IRegistry r) { registry = r; }

  function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
    return _resolve(name, data);
  }

  function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
    return _resolve(name, data);
  }

  function _resolve(bytes calldata name, bytes calldata data) internal view returns (bytes memory, address) {
    (address resolver, bool extended, bool ok, bytes memory ret) = _call(name, data);
    if (!ok) {
      if (ret.length >= 4 && bytes4(ret) == OffchainLookup.selector) {
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extra) = this.decodeLookup(ret);
        if (sender != resolver) revert ResolverError(ret);
        revert OffchainLookup(address(this), urls, callData, this.resolveCallback.selector, abi.encode(resolver, callback, extra));
      }
      if (ret.length == 0) revert UnsupportedResolverProfile(bytes4(data));
      revert ResolverError(ret);
    }
    return (extended ? abi.decode(ret, (bytes)) : ret, resolver);
  }

  function resolveCallback(bytes calldata response, bytes calldata extra) external view returns (bytes memory, address) {
    (address resolver, bytes4 callback, bytes memory inner) = abi.decode(extra, (address, bytes4, bytes));
    (bool ok, bytes memory ret) = resolver.staticcall(abi.encodeWithSelector(callback, response, inner));
    if (!ok) revert ResolverError(ret);
    return (abi.decode(ret, (bytes)), resolver);
  }

  function reverse(bytes calldata lookupAddress, uint256 coinType) external view returns (string memory, address, address) {
    return _reverse(lookupAddress, coinType);
  }

  function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata) external view returns (string memory, address, address) {
    return _reverse(lookupAddress, coinType);
  }

  function _reverse(bytes calldata lookupAddress, uint256 coinType) internal view returns (string memory, address, address) {
    if (coinType != 60 || lookupAddress.length != 20) revert UnsupportedResolverProfile(msg.sig);
    address addr = address(bytes20(lookupAddress));
    bytes32 node = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(_hex(addr))));
    address reverseResolver = registry.resolver(node);
    if (reverseResolver == address(0)) return ("", address(0), address(0));
    (bool named, bytes memory answer) = reverseResolver.staticcall(abi.encodeWithSignature("name(bytes32)", node));
    if (!named || answer.length < 64) return ("", address(0), reverseResolver);
    string memory primary = abi.decode(answer, (string));
    if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
    bytes memory dns = _dnsEncode(primary);
    (address resolver, bool extended, bool ok, bytes memory ret) = _call(dns, abi.encodeWithSignature("addr(bytes32)", _namehash(dns, 0)));
    if (!ok) revert ResolverError(ret);
    address forward = abi.decode(extended ? abi.decode(ret, (bytes)) : ret, (address));
    if (forward != addr) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
    return (primary, resolver, reverseResolver);
  }

  function decodeLookup(bytes calldata revertData) external pure returns (address, string[] memory, bytes memory, bytes4, bytes memory) {
    return abi.decode(revertData[4:], (address, string[], bytes, bytes4, bytes));
  }

  function _call(bytes memory name, bytes memory data) internal view returns (address resolver, bool extended, bool ok, bytes memory ret) {
    uint256 offset = 0;
    while (true) {
      resolver = registry.resolver(_namehash(name, offset));
      if (resolver != address(0)) break;
      uint256 len = uint8(name[offset]);
      if (len == 0) revert ResolverNotFound(name);
      offset += len + 1;
    }
    if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
    extended = _supports(resolver, EXTENDED);
    if (offset != 0 && !extended) revert ResolverNotFound(name);
    (ok, ret) = resolver.staticcall(extended ? abi.encodeWithSelector(EXTENDED, name, data) : data);
  }

  function _supports(address target, bytes4 id) internal view returns (bool) {
    (bool ok, bytes memory ret) = target.staticcall(abi.encodeWithSelector(IERC165.supportsInterface.selector, id));
    return ok && ret.length == 32 && abi.decode(ret, (bool));
  }

  function _namehash(bytes memory name, uint256 offset) internal pure returns (bytes32) {
    uint256 len = uint8(name[offset]);
    if (len == 0) return bytes32(0);
    bytes memory label = new bytes(len);
    for (uint256 i = 0; i < len; i++) label[i] = name[offset + 1 + i];
    return keccak256(abi.encodePacked(_namehash(name, offset + 1 + len), keccak256(label)));
  }

  function _dnsEncode(string memory name) internal pure returns (bytes memory out) {
    bytes memory s = bytes(name);
    out = new bytes(s.length + 2);
    uint256 start = 0;
    uint256 o = 0;
    for (uint256 i = 0; i <= s.length; i++) {
      if (i == s.length || s[i] == ".") {
        uint256 len = i - start;
        if (len == 0 || len > 255) revert ResolverNotFound(s);
        out[o] = bytes1(uint8(len));
        for (uint256 j = 0; j < len; j++) out[o + 1 + j] = s[start + j];
        o += len + 1;
        start = i + 1;
      }
    }
  }

  function _hex(address a) internal pure returns (bytes memory s) {
    s = new bytes(40);
    bytes16 digits = "0123456789abcdef";
    uint160 v = uint160(a);
    for (uint256 i = 40; i > 0; i--) { s[i - 1] = digits[v & 15]; v >>= 4; }
  }
}`

/**
 * OffchainResolver (ENSIP-10, EIP-3668), after ensdomains/offchain-resolver: every lookup reverts with
 * OffchainLookup to the gateway; the answer `(bytes result, uint64 expires, bytes signature)` counts only when
 * signed by `signer` over (0x1900, resolver, expires, keccak(request), keccak(result)) and not expired.
 */
export const OFFCHAIN_RESOLVER = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
contract OffchainResolver {
  error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
  string public url;
  address public immutable signer;
  address public immutable owner;
  constructor(address s) { signer = s; owner = msg.sender; }
  function setUrl(string calldata u) external { require(msg.sender == owner, "owner"); url = u; }
  function supportsInterface(bytes4 id) external pure returns (bool) { return id == 0x9061b923 || id == 0x01ffc9a7; }
  function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
    bytes memory callData = abi.encodeWithSelector(OffchainResolver.resolve.selector, name, data);
    string[] memory urls = new string[](1);
    urls[0] = url;
    revert OffchainLookup(address(this), urls, callData, OffchainResolver.resolveWithProof.selector, callData);
  }
  function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
    (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
    require(expires >= block.timestamp, "expired");
    bytes32 digest = keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result)));
    require(sig.length == 65, "signature");
    bytes32 r; bytes32 s; uint8 v;
    assembly { r := mload(add(sig, 32)) s := mload(add(sig, 64)) v := byte(0, mload(add(sig, 96))) }
    require(ecrecover(digest, v, r, s) == signer, "signature");
    return result;
  }
}`
