import type { ReactNode } from "react"
import { useSiteFacts } from "../hooks/use-site-facts"
import { useSiteUrl } from "../hooks/use-site-url"
import { DEMO_SITE } from "../lib/demo-site"
import { identityPath, LINK_PREVIEW_SIZE } from "../lib/identity-files"

interface SeoProps {
  title?: string
  description?: string
  /** The page's path, e.g. "/projetos/"; omitted for pages that must not be indexed. */
  pathname?: string
  /** A page not to be indexed; every page of a demo site is not (src/lib/demo-site.ts). */
  noindex?: boolean
  /** The link-preview picture (a path on this site); the site's own og-image.jpg by default. */
  image?: { path: string; width: number; height: number } | null
  imageAlt?: string
  children?: ReactNode
}

/** The document head of every page, through Gatsby's Head API. */
export function Seo({
  title,
  description,
  pathname,
  noindex,
  image: ownImage,
  imageAlt,
  children,
}: SeoProps) {
  const facts = useSiteFacts()
  const siteUrl = useSiteUrl()
  const fullTitle = title
    ? `${title} | ${facts.name}`
    : `${facts.name} | Engenharia Hidráulica Sanitária`
  const text = description ?? facts.description
  const url = pathname ? `${siteUrl}${pathname}` : undefined
  const picture = ownImage ?? { path: identityPath("linkPreview"), ...LINK_PREVIEW_SIZE }
  const image = `${siteUrl}${picture.path}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {url && <link rel="canonical" href={url} />}
      {(noindex || DEMO_SITE) && <meta name="robots" content="noindex" />}
      <link rel="icon" href={identityPath("faviconSvg")} type="image/svg+xml" />
      <link rel="icon" href={identityPath("faviconPng")} sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href={identityPath("appleTouchIcon")} />
      <link rel="manifest" href={identityPath("manifest")} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content={facts.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      {children}
    </>
  )
}
