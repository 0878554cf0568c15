import { Component, type ErrorInfo, type ReactNode } from "react"
import styled from "@emotion/styled"

interface ErrorBoundaryProps {
  children: ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
}

/** The fallback for an error while rendering a page (docs/errors.md); keyed by the path. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected Application Error!", error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <Fallback role="alert">
        <h1>Unexpected Application Error!</h1>
        <Message>{error.message}</Message>
        <p>
          <a href="/">Voltar para a página inicial</a>
        </p>
      </Fallback>
    )
  }
}

const Fallback = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.section} ${theme.space.md}`};
`

const Message = styled.pre`
  white-space: pre-wrap;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.errorLight};
  color: ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.sm};
`
