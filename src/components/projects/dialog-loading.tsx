import styled from "@emotion/styled"

/** Shown over the listing while the dialog's code arrives; fixed, so nothing beneath moves. */
export function DialogLoading() {
  return (
    <Overlay role="status">
      <Box>Carregando projeto…</Box>
    </Overlay>
  )
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
`
