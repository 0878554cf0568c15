import styled from "@emotion/styled"
import { Link } from "gatsby"

/** The 404 page: 'Oops! Page not found' and a link home (docs/pages.md#404-page). */
export function NotFound() {
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <h1>Oops! Page not found</h1>
      <p>A página que você procurou não existe ou mudou de endereço.</p>
      <HomeLink to="/">Voltar para a página inicial</HomeLink>
    </Wrapper>
  )
}

const Wrapper = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.section} ${theme.space.md}`};
  text-align: center;
`

const Code = styled.p`
  font-size: 5rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  text-decoration: none;
`
