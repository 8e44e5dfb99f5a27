/**
 * The renderer's entry: theme first (no flash), then boot (merchant, API, store, status call,
 * i18next), then the React tree: store → system gate → app (router and dialogs), all under
 * a last-resort error boundary. The system gate settles the site's language once the status
 * call names the site.
 */
import './styles/theme.css';
import './styles/global.css';
import './styles/firstPaint.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { ScreenError } from './app/ScreenError';
import { ErrorBoundary } from './components/ErrorBoundary';
import { boot, SystemGate } from './features/system';
import { initTheme } from './features/theme/theme';
import { initI18n } from './i18n';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start(): Promise<void> {
  const { store } = await boot();
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <ScreenError error={error} />}>
        <Provider store={store}>
          <SystemGate>
            <App />
          </SystemGate>
        </Provider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

start().catch(async (error: unknown) => {
  console.error('The app failed to start', error);
  // The error page needs its words; i18next may be what failed, so this is best effort.
  await initI18n().catch(() => undefined);
  root.render(<ScreenError error={error} />);
});
