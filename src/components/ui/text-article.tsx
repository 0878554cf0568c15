import styled from "@emotion/styled"

/** A page of running text (privacy policy, accessibility statement): one narrow column. */
export const TextArticle = styled.article`
  padding: ${({ theme }) => theme.space.section} 0;
  > div {
    max-width: 780px;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    overflow-wrap: anywhere;
  }
`
