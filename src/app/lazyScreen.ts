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

/**
 * lazyScreen for a named export: `lazyExport(() => import('./pages'), (m) => m.RecordsBetting)`.
 * The export is picked by a typed reference, so a missing or renamed page is a type error.
 */
export function lazyExport<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazyScreen<P>(() => load().then((module) => ({ default: pick(module) })));
}
