/**
 * The wallet server's HTTP API (schemas/walletServer/api.ts) in memory, as a fake `fetch`: OTP "123456", the
 * new-device link approved by the test, one session (the cookie), shares as the real server keeps them (A per
 * wallet, An per device). Every call is recorded.
 */
import { WALLET_API, type WalletCommitments } from "../../../schemas/walletServer/api.js"

export const GOOD_OTP = "123456"

interface User {
  readonly userId: string
  email: string
  wallet: typeof WalletCommitments.Type | undefined
  authShare: string | undefined
  readonly devices: Set<string>
  readonly deviceShares: Map<string, string>
}

interface Challenge {
  readonly email: string
  readonly device: string
  readonly action: "VERIFY_OTP" | "VERIFY_DEVICE"
  approved: boolean
}

export interface FakeWalletServer {
  readonly fetch: (path: string, init: RequestInit) => Promise<Response>
  readonly calls: Array<{ readonly path: string; readonly body: Record<string, unknown> }>
  readonly users: Map<string, User>
  readonly approveDevice: () => void
  session: { userId: string; device: string } | undefined
}

const json = (status: number, body: unknown): Response =>
  status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
const fail = (status: number, error: string, message = error): Response => json(status, { error, message })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

export const fakeWalletServer = (): FakeWalletServer => {
  const users = new Map<string, User>()
  const challenges = new Map<string, Challenge>()
  let lastChallenge: string | undefined
  let next = 1
  const server: FakeWalletServer = {
    calls: [],
    users,
    session: undefined,
    approveDevice: () => {
      const challenge = lastChallenge === undefined ? undefined : challenges.get(lastChallenge)
      if (challenge !== undefined) challenge.approved = true
    },
    fetch: async (path, init) => {
      const parsed: unknown = typeof init.body === "string" ? JSON.parse(init.body) : {}
      const body = isRecord(parsed) ? parsed : {}
      server.calls.push({ path, body })
      const str = (key: string): string => String(body[key] ?? "")
      const device = isRecord(body["device"]) ? String(body["device"]["x"]) : ""
      const sessionUser = server.session === undefined ? undefined : [...users.values()].find((u) => u.userId === server.session?.userId)
      const signedBody = typeof body["signature"] === "string" && typeof body["nonce"] === "string" && typeof body["timestamp"] === "number"
      switch (path) {
        case WALLET_API.emailStart: {
          const email = str("email")
          const user = users.get(email)
          const action = user?.wallet !== undefined && !user.devices.has(device) ? "VERIFY_DEVICE" : "VERIFY_OTP"
          const challengeId = `challenge-${next++}`
          challenges.set(challengeId, { email, device, action, approved: false })
          lastChallenge = challengeId
          return json(200, { challengeId, action })
        }
        case WALLET_API.deviceStatus:
          return json(200, { approved: challenges.get(str("challengeId"))?.approved === true })
        case WALLET_API.otpVerify: {
          const challenge = challenges.get(str("challengeId"))
          if (challenge === undefined) return fail(400, "not_found")
          if (str("otp") !== GOOD_OTP) return fail(400, "invalid_code", "Invalid code")
          if (challenge.action === "VERIFY_DEVICE" && !challenge.approved) return fail(403, "device_not_approved")
          let user = users.get(challenge.email)
          if (user === undefined) {
            user = { userId: `user-${next++}`, email: challenge.email, wallet: undefined, authShare: undefined, devices: new Set(), deviceShares: new Map() }
            users.set(challenge.email, user)
          }
          user.devices.add(device)
          server.session = { userId: user.userId, device }
          return json(200, {
            userId: user.userId,
            email: user.email,
            ...(user.wallet === undefined ? {} : { wallet: user.wallet }),
            deviceHasShare: user.deviceShares.has(device),
            expiresAt: 3_600_000
          })
        }
        case WALLET_API.session:
          return sessionUser === undefined
            ? fail(401, "unauthorized")
            : json(200, { userId: sessionUser.userId, email: sessionUser.email, ...(sessionUser.wallet === undefined ? {} : { wallet: sessionUser.wallet }), expiresAt: 3_600_000 })
        case WALLET_API.signOut:
          server.session = undefined
          return json(204, undefined)
        case WALLET_API.walletCreate: {
          if (sessionUser === undefined) return fail(401, "unauthorized")
          if (!signedBody) return fail(401, "bad_signature")
          if (sessionUser.wallet !== undefined) return fail(409, "wallet_exists")
          const commitments = body["commitments"]
          if (!isRecord(commitments)) return fail(400, "bad_request")
          sessionUser.wallet = { evmAddress: String(commitments["evmAddress"]), solanaAddress: String(commitments["solanaAddress"]) }
          sessionUser.authShare = str("authShare")
          return json(201, {})
        }
        case WALLET_API.authShare: {
          if (sessionUser === undefined || server.session === undefined) return fail(401, "unauthorized")
          if (!signedBody) return fail(401, "bad_signature")
          const share = body["which"] === "device" ? sessionUser.deviceShares.get(server.session.device) : sessionUser.authShare
          return share === undefined || sessionUser.wallet === undefined ? fail(404, "not_found") : json(200, { share, commitments: sessionUser.wallet })
        }
        case WALLET_API.deviceShare: {
          if (sessionUser === undefined || server.session === undefined) return fail(401, "unauthorized")
          if (!signedBody) return fail(401, "bad_signature")
          sessionUser.deviceShares.set(server.session.device, str("share"))
          return json(201, {})
        }
        case WALLET_API.emailUpdateStart:
          return json(200, { action: "VERIFY_PRIMARY_OTP" })
        case WALLET_API.emailUpdatePrimary:
          return str("otp") === GOOD_OTP ? json(200, { action: "VERIFY_SECONDARY_OTP" }) : fail(400, "invalid_code", "Invalid code")
        case WALLET_API.emailUpdateSecondary:
          return str("otp") === GOOD_OTP ? json(200, { newEmail: "new@example.com" }) : fail(400, "invalid_code", "Invalid code")
        default:
          return fail(404, "not_found")
      }
    }
  }
  return server
}
