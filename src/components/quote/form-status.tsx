import styled from "@emotion/styled"

export type QuoteStatus = "idle" | "loading" | "success" | "error"

export const SUCCESS_MESSAGE = "Solicitação enviada com sucesso! Em breve entraremos em contato."
export const ERROR_MESSAGE =
  "Ocorreu um erro ao enviar. Tente novamente ou use outro canal de contato."

/**
 * Both live regions are always in the DOM, empty until a result arrives, so screen readers
 * announce the message inserted into them (a region created together with its text often is not).
 */
export function FormStatus({ status }: { status: QuoteStatus }) {
  return (
    <>
      <div role="status">
        {status === "success" && <Message tone="success">{SUCCESS_MESSAGE}</Message>}
      </div>
      <div role="alert">
        {status === "error" && <Message tone="error">{ERROR_MESSAGE}</Message>}
      </div>
    </>
  )
}

const Message = styled.p<{ tone: "success" | "error" }>`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid
    ${({ theme, tone }) => (tone === "error" ? theme.colors.error : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme, tone }) =>
    tone === "error" ? theme.colors.errorLight : theme.colors.successLight};
  color: ${({ theme, tone }) => (tone === "error" ? theme.colors.error : theme.colors.success)};
  font-weight: 700;
`
