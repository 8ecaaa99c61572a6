import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they have thrown. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** Told about each error caught (reporting). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A new value (the page's address, say) clears the error and shows the children again. */
  resetKey?: unknown;
}

const NOT_YET_NOTED = Symbol('not yet noted');

interface ErrorBoundaryState {
  caught: { error: unknown; resetKey: unknown } | null;
}

/**
 * doc 1 §2.3: "An error boundary protects the top level and the main section and shows a fallback page."
 * React only catches render errors in a class component; this is the one.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error, resetKey: NOT_YET_NOTED } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (!state.caught) return null;
    // Note where the error happened; moving on from there clears it.
    if (state.caught.resetKey === NOT_YET_NOTED) {
      return { caught: { ...state.caught, resetKey: props.resetKey } };
    }
    return Object.is(state.caught.resetKey, props.resetKey) ? null : { caught: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ caught: null });

  override render() {
    const { caught } = this.state;
    return caught ? this.props.fallback({ error: caught.error, reset: this.reset }) : this.props.children;
  }
}
