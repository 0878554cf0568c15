import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Header } from "./header"
import { Footer } from "./footer"
import { isHomePath } from "../../lib/navigation"

interface LayoutProps {
  pathname: string
  children: ReactNode
}

export function Layout({ pathname, children }: LayoutProps) {
  const isHome = isHomePath(pathname)
  return (
    <>
      <SkipLink href="#conteudo" data-print="hide">
        Pular para o conteúdo
      </SkipLink>
      <Header isHome={isHome} />
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
      <Footer isHome={isHome} />
    </>
  )
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`
