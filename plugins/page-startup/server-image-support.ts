import { isValidElement, type ReactNode } from "react"

/**
 * gatsby-plugin-image puts three things in the head of every page: the styles its images need, a
 * module script and a <noscript> style. The last two serve only the images it rendered into the
 * static HTML, which carry this attribute: the script fades such an image in once it has loaded,
 * before React starts, and the <noscript> style shows it when scripts are off.
 * This site draws GatsbyImage in the browser only (the project dialog's carousel); the pictures
 * of its static pages are plain <picture> elements. On a page without such an image the two do
 * nothing, yet the script still runs before the page's first paint.
 */
export const SERVER_IMAGE_ATTRIBUTE = "data-gatsby-image-ssr"

/** The keys gatsby-plugin-image's gatsby-ssr gives the script and the <noscript> style. */
const SERVER_IMAGE_HEAD_KEYS = new Set(["gatsby-image-style-script", "gatsby-image-style-noscript"])

/** Whether a page's static body holds an image gatsby-plugin-image rendered on the server. */
export function hasServerImage(bodyHtml: string): boolean {
  return bodyHtml.includes(SERVER_IMAGE_ATTRIBUTE)
}

/** The head components without the script and the <noscript> style for server-rendered images. */
export function withoutServerImageSupport(components: ReactNode[]): ReactNode[] {
  return components.filter(
    (component) =>
      !(isValidElement(component) && SERVER_IMAGE_HEAD_KEYS.has(String(component.key))),
  )
}
