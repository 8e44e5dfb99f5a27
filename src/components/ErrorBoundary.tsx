import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Rendered instead of the children once something below has thrown. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** When any of these change the boundary resets, e.g. the pathname after navigation. */
  resetKeys?: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; failed: boolean; keys: readonly unknown[] };

function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/** Catches render errors (including failed lazy chunks) below it. Class-based: React has no hook for this. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    if (sameKeys(keys, state.keys)) return null;
    return { keys, error: null, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}
