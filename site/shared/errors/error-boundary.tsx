import { Component, type ErrorInfo, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  /** Starts the console line that reports the error, e.g. "The schedule island failed:". */
  logMessage: string;
  /** Shown instead of the children once they have thrown; a function is given the error. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
}

interface ErrorBoundaryState {
  /** Kept apart from `error`, since anything can be thrown, undefined and null included. */
  failed: boolean;
  error?: unknown;
}

/**
 * Keeps a render error (or a lazy component's failed load) inside its part of the page: the
 * fallback shows there, and the console says what failed. React has such boundaries only as
 * class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.logMessage, error, info.componentStack);
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === "function" ? fallback(error) : fallback;
  }
}
