import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useAfterFirstIdle } from '../../app/firstIdle';
import { useAppSelector } from '../../app/hooks';
import { lazyScreen } from '../../app/lazyScreen';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { selectAuthPopup } from '../auth/authSlice';
import { useModalTurn } from '../ui/modalTurn';
import type { AnnouncementPopupProps } from './AnnouncementPopup';
import { currentPopupRequest, subscribePopupRequests } from './popupRequests';
import { shouldShowPopup } from './popupRules';
import { forgetItemToOpen, itemToOpen, popupHiddenDay, popupSessionValue, rememberPopupClosed } from './popupStorage';
import { useAnnouncements } from './useAnnouncements';

// The popup and the HTML sanitiser load only when it opens, and it opens by itself only once the
// page has been idle (src/app/firstIdle.ts): the first screen never waits for them.
const AnnouncementPopup = lazyScreen<AnnouncementPopupProps>(() => import('./AnnouncementPopup'));

/** Home's paths (route table): the popup opens by itself only there, as the home screen's popup. */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);

/**
 * The public announcement popup (publicModal), mounted once in the app shell.
 * It opens by itself on home once per session per viewer, unless closed this session or hidden
 * for today, never over the login or register popup, and only when no other dialog is open
 * (it waits its turn: src/features/ui/modalTurn.ts). A request from the menu
 * (requestAnnouncementPopup) opens it anywhere and fetches the content again.
 */
export function AnnouncementPopupHost() {
  const { audience, data, refresh } = useAnnouncements();
  const request = useSyncExternalStore(subscribePopupRequests, currentPopupRequest);
  const authPopup = useAppSelector(selectAuthPopup);
  const { pathname } = useLocation();
  // Requests made before this host mounted are not replayed.
  const [handledSeq, setHandledSeq] = useState(() => currentPopupRequest()?.seq ?? 0);
  const [autoFor, setAutoFor] = useState<string | null>(null);
  const forced = request && request.seq > handledSeq ? request : null;

  useEffect(() => {
    if (forced) void refresh();
    // A new request (its seq) refetches; later renders of the same one do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forced?.seq]);

  const pending = audience.kind === 'pending';
  const viewer = audience.kind === 'member' ? audience.account : null;
  const viewerKey = viewer === null ? 'guest' : `member:${viewer}`;
  const idle = useAfterFirstIdle();
  const due =
    idle &&
    !pending &&
    data !== undefined &&
    shouldShowPopup({
      count: data.popup.length,
      sessionValue: popupSessionValue(viewer),
      hiddenDay: popupHiddenDay(viewer),
      now: new Date(),
    });
  // Started on home, it stays open when the viewer moves on, until it is closed.
  if (due && autoFor !== viewerKey && HOME_PATHS.has(pathname) && authPopup === null) setAutoFor(viewerKey);
  const auto = due && autoFor === viewerKey;
  // One modal at a time: it waits behind any other dialog (modalTurn.ts).
  const myTurn = useModalTurn('announcement-popup', !pending && (forced !== null || auto));
  if (pending || (!forced && !auto) || !myTurn) return null;

  const close = (hideToday: boolean) => {
    rememberPopupClosed(viewer, hideToday, new Date());
    forgetItemToOpen();
    setHandledSeq(request?.seq ?? 0);
    setAutoFor(null);
  };
  return (
    <ErrorBoundary fallback={() => null} resetKeys={[forced?.seq, viewerKey]}>
      <Suspense fallback={null}>
        <AnnouncementPopup
          key={`${viewerKey}:${forced?.seq ?? 0}`}
          popups={data?.popup}
          initialItemId={forced?.itemId ?? itemToOpen() ?? undefined}
          onClose={close}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
