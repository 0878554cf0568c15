import { useEffect } from "react"
import type { HeadFC, PageProps } from "gatsby"
import { NotFound } from "../components/not-found"
import { Seo } from "../components/seo"

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    console.error(`404 Not Found: the visitor tried to reach ${location.pathname}`)
  }, [location.pathname])
  return <NotFound />
}

export const Head: HeadFC = () => <Seo title="Página não encontrada" noindex />
