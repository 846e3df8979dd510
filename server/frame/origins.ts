/** The allow-list: which parent origins may embed the frame (and start a login) for a project. */
import type { ProjectConfig } from "../options.js"

/** `origin` is exactly one of the project's configured origins (no prefix or wildcard matching). */
export const isAllowedOrigin = (
  projects: Readonly<Record<string, ProjectConfig>>,
  projectId: string,
  origin: string
): boolean => Object.hasOwn(projects, projectId) && (projects[projectId]?.origins.includes(origin) ?? false)

/** Refuses, at start, configured origins that are not bare origins (they also go verbatim into the CSP). */
export const checkProjects = (projects: Readonly<Record<string, ProjectConfig>>): void => {
  for (const [id, project] of Object.entries(projects)) {
    for (const origin of project.origins) {
      let parsed: URL | undefined
      try {
        parsed = new URL(origin)
      } catch {
        parsed = undefined
      }
      if (parsed === undefined || parsed.origin !== origin || origin === "null") {
        throw new Error(`projects.${id}.origins: "${origin}" is not an origin (scheme://host[:port])`)
      }
    }
  }
}
