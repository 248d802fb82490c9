import { Component, Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { freshImport, retryingImport } from '../effects/chunk-retry';
import { showNotice } from '../effects/notify';

// The message a flow whose code did not arrive gives: the same failure, the same words.
const NETWORK = { key: 'flowUnavailable' };

type Loaded<P> = { default: ComponentType<P> };

/**
 * A view whose code downloads when it first shows. When the download fails (after retries) the page keeps
 * working: the user is told the network failed, the view shows nothing, and it is fetched again when the
 * browser is back online or the view is shown anew.
 */
export function lazyView<P extends object>(load: () => Promise<Loaded<P>>) {
  const make = () => lazy(() => retryingImport(() => freshImport(load)));
  let Current = make();
  /** `fallback` shows while the code downloads, `whenFailed` (or nothing) when it could not. */
  function LazyView(props: P & { fallback?: ReactNode; whenFailed?: ReactNode }) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Current = make();
      setAttempt((n) => n + 1);
    };
    const { fallback = null, whenFailed = null, ...rest } = props;
    return (
      <ChunkBoundary onRetry={retry} whenFailed={whenFailed}>
        <Suspense fallback={fallback}>
          <Current {...(rest as P)} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return Object.assign(LazyView, {
    preload: () => retryingImport(() => freshImport(load)).then(() => undefined),
  });
}

type BoundaryProps = { onRetry: () => void; whenFailed: ReactNode; children: ReactNode };

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    showNotice(NETWORK);
  }

  override componentWillUnmount(): void {
    // Shown anew later: a fresh download then, not the failed one React keeps.
    if (this.state.failed) this.props.onRetry();
  }

  override render() {
    return this.state.failed ? (
      <>
        {this.props.whenFailed}
        <RetryWhenOnline
          onOnline={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      </>
    ) : (
      this.props.children
    );
  }
}

function RetryWhenOnline({ onOnline }: { onOnline: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return null;
}
