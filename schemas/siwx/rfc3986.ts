/**
 * RFC 3986 grammar checks for sign-in messages (EIP-4361 `domain` = authority, `uri`, `resources`,
 * `request-id` = *pchar, `statement` = reserved / unreserved / " "). Plain functions, no dependency: a
 * server verifying a message runs the same rules as the browser that formatted it.
 */

// Character classes of RFC 3986 §2, as regex fragments.
const UNRESERVED = "A-Za-z0-9\\-._~"
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ":/?#\\[\\]@"
const PCT_ENCODED = "%[0-9A-Fa-f]{2}"
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`

const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`)
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`)
const PORT = /^[0-9]*$/
const IPV_FUTURE = new RegExp(`^v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
const PCHARS = new RegExp(`^${PCHAR}*$`)
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`)
const PATH_ABEMPTY = new RegExp(`^(?:/${PCHAR}*)*$`)
const PATH_ABSOLUTE_OR_ROOTLESS = new RegExp(`^/?(?:${PCHAR}+(?:/${PCHAR}*)*)?$`)
const STATEMENT = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}${GEN_DELIMS} ]*$`)
const DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`)
const H16 = /^[0-9A-Fa-f]{1,4}$/

/** RFC 3986 §3.1: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. */
export const isScheme = (value: string): boolean => SCHEME.test(value)

/** RFC 3986 §3.2.2: IPv4address (dotted decimal, no leading zeros). */
export const isIPv4Address = (value: string): boolean => IPV4.test(value)

/** RFC 3986 §3.2.2: IPv6address, the nine forms (at most one "::", 8 pieces, an IPv4 tail counts for two). */
export const isIPv6Address = (value: string): boolean => {
  const halves = value.split("::")
  if (halves.length > 2) return false
  const pieces = (half: string | undefined): ReadonlyArray<string> =>
    half === undefined || half === "" ? [] : half.split(":")
  const tail = pieces(halves[1])
  const all = [...pieces(halves[0]), ...tail]
  const last = all[all.length - 1]
  const hasIPv4Tail = last !== undefined && last.includes(".")
  // The IPv4 part ends the address: "1.2.3.4::" is not one.
  if (hasIPv4Tail && halves.length === 2 && tail.length === 0) return false
  if (hasIPv4Tail && !isIPv4Address(last)) return false
  const hexPieces = hasIPv4Tail ? all.slice(0, -1) : all
  if (!hexPieces.every((piece) => H16.test(piece))) return false
  const width = hexPieces.length + (hasIPv4Tail ? 2 : 0)
  return halves.length === 2 ? width <= 7 : width === 8
}

/** RFC 3986 §3.2.2: `host = IP-literal / IPv4address / reg-name`; an empty reg-name is refused (no origin). */
const isHost = (host: string): boolean => {
  if (host.startsWith("[")) {
    if (!host.endsWith("]")) return false
    const literal = host.slice(1, -1)
    return isIPv6Address(literal) || IPV_FUTURE.test(literal)
  }
  return host !== "" && REG_NAME.test(host)
}

/** The parts of an RFC 3986 authority `[ userinfo "@" ] host [ ":" port ]`. */
export interface Authority {
  readonly userinfo: string | undefined
  readonly host: string
  readonly port: string | undefined
}

/** RFC 3986 §3.2: splits and checks an authority; `undefined` when it breaks the grammar or has no host. */
export const parseAuthority = (value: string): Authority | undefined => {
  const at = value.lastIndexOf("@")
  const userinfo = at === -1 ? undefined : value.slice(0, at)
  if (userinfo !== undefined && !USERINFO.test(userinfo)) return undefined
  const hostPort = value.slice(at + 1)
  // An IP literal holds colons of its own: the port colon is the one after "]".
  const portColon = hostPort.startsWith("[") ? hostPort.indexOf(":", hostPort.indexOf("]")) : hostPort.indexOf(":")
  const host = portColon === -1 ? hostPort : hostPort.slice(0, portColon)
  const port = portColon === -1 ? undefined : hostPort.slice(portColon + 1)
  if (!isHost(host) || (port !== undefined && !PORT.test(port))) return undefined
  return { userinfo, host, port }
}

/** RFC 3986 §3: `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (absolute, fragment allowed). */
export const isUri = (value: string): boolean => {
  const colon = value.indexOf(":")
  if (colon <= 0 || !isScheme(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf("#")
  if (hash !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf("?")
  if (question !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith("//")) {
    const afterSlashes = rest.slice(2)
    const pathStart = afterSlashes.indexOf("/")
    const authority = pathStart === -1 ? afterSlashes : afterSlashes.slice(0, pathStart)
    const path = pathStart === -1 ? "" : afterSlashes.slice(pathStart)
    // `scheme://` with an empty authority is a URI (file:///x); a non-empty one must parse.
    if (authority !== "" && parseAuthority(authority) === undefined) return false
    return PATH_ABEMPTY.test(path)
  }
  return PATH_ABSOLUTE_OR_ROOTLESS.test(rest)
}

/** RFC 3986 §3.3: `*pchar` (EIP-4361 `request-id`). */
export const isPchars = (value: string): boolean => PCHARS.test(value)

/** EIP-4361 `statement = *( reserved / unreserved / " " )`: printable ASCII minus `"%<>\^`{|}`, no LF. */
export const isReservedOrUnreservedText = (value: string): boolean => STATEMENT.test(value)
