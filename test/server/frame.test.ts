import { describe, expect, it } from "vitest"
import { symlink } from "node:fs/promises"
import { join } from "node:path"
import * as Schema from "effect/Schema"
import { FRAME_CONFIG_ELEMENT_ID, FrameConfig } from "../../schemas/walletServer/api.js"
import { FrameClient, HOST_ORIGIN, PROJECT_ID, useHarness } from "./harness.js"

const h = useHarness()

const framePath = (origin: string, projectId = PROJECT_ID) =>
  `/frame?origin=${encodeURIComponent(origin)}&projectId=${encodeURIComponent(projectId)}&chainId=eip155:31337&version=1.2.3&enableLogger=true`

const configIn = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)
  return match?.[1] === undefined ? undefined : Schema.decodeUnknownSync(Schema.parseJson(FrameConfig))(match[1])
}

describe("GET /frame", () => {
  it("serves frame.html with the FrameConfig for an allowed origin, and a CSP that only that origin may frame", async () => {
    const res = await new FrameClient(h.server).request(framePath(HOST_ORIGIN), { origin: null })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(configIn(html)).toEqual({
      parentOrigin: HOST_ORIGIN,
      projectId: PROJECT_ID,
      chainId: "eip155:31337",
      version: "1",
      enableLogger: true,
      rpcUrls: h.options.rpcUrls
    })
    expect(html).toContain(`src="frame/assets/frame-ABCD1234.js"`)
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:8899; " +
        `frame-ancestors ${HOST_ORIGIN}; style-src 'self' 'unsafe-inline'; base-uri 'none'`
    )
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("referrer-policy")).toBe("no-referrer")
  })

  it.each([
    ["an origin not on the list", "https://evil.example", PROJECT_ID],
    ["a prefix of an allowed origin", "http://127.0.0.1:517", PROJECT_ID],
    ["an unknown project", HOST_ORIGIN, "other-project"],
    ["a project id from Object.prototype", HOST_ORIGIN, "constructor"]
  ])("answers 403 with nothing of the frame for %s", async (_, origin, projectId) => {
    const res = await new FrameClient(h.server).request(framePath(origin, projectId), { origin: null })
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).not.toContain(FRAME_CONFIG_ELEMENT_ID)
    expect(html).not.toContain("frame-ABCD1234")
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
  })

  it("escapes < in the injected config so no value closes the script element", async () => {
    await h.restart({ rpcUrls: { "eip155:1": "http://127.0.0.1:8545/</script><script>alert(1)</script>" } })
    const html = await (await new FrameClient(h.server).request(framePath(HOST_ORIGIN), { origin: null })).text()
    expect(html).not.toContain("</script><script>alert(1)")
    expect(configIn(html)?.rpcUrls["eip155:1"]).toBe("http://127.0.0.1:8545/</script><script>alert(1)</script>")
  })
})

describe("GET /frame/assets", () => {
  it("serves a hashed file with a long cache", async () => {
    const res = await new FrameClient(h.server).request("/frame/assets/frame-ABCD1234.js", { origin: null })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe("console.log('frame')")
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(res.headers.get("cache-control")).toContain("immutable")
  })

  it.each([
    "/frame/assets/../secret.txt",
    "/frame/assets/%2e%2e/secret.txt",
    "/frame/assets/..%2fsecret.txt",
    "/frame/assets/..%5csecret.txt",
    "/frame/assets/%2e%2e%2f%2e%2e%2fframe.html",
    "/frame/assets/frame.html",
    "/frame/assets/"
  ])("refuses %s", async (path) => {
    const res = await h.server.fetch(new Request(`http://127.0.0.1:7070${path}`))
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain("outside the assets folder")
  })

  it("refuses a symlink that leaves the assets folder", async () => {
    await symlink(join(h.frameDir, "secret.txt"), join(h.frameDir, "assets", "link-ABCD1234.js"))
    const res = await h.server.fetch(new Request("http://127.0.0.1:7070/frame/assets/link-ABCD1234.js"))
    expect(res.status).toBe(404)
  })
})
