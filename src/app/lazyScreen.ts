import { lazy, type ComponentType } from 'react';
import { clearAutoReload, loadChunk, sessionStore } from './chunkLoad';

/**
 * React.lazy for a screen module with a default export, with the chunk-failure policy of
 * chunkLoad.ts: failures and timeouts reject with ChunkLoadError (caught by the
 * ChunkErrorBoundary around each layout's outlet), success re-arms the one automatic reload.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    loadChunk(load).then((module) => {
      clearAutoReload(sessionStore());
      return module;
    }),
  );
}
