/**
 * What the preview bundle gets for `import … from "gatsby"` (esbuild's alias in build.ts): the
 * site's components link with Gatsby's Link, a plain link in the editor's preview frame, which
 * opens the page in a new tab (Decap gives the frame `<base target="_blank">`). Nothing else of
 * Gatsby runs there: a component that queries data gets it as props instead.
 */
import { forwardRef, type AnchorHTMLAttributes } from "react"

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  state?: unknown
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, state: _state, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

function outsideGatsby(): never {
  throw new Error("A prévia do editor não tem os dados do GraphQL do Gatsby: passe-os por props.")
}

export const graphql = outsideGatsby
export const useStaticQuery = outsideGatsby
