/**
 * The SocialSignIn adapter on the local stand-in provider, shaped like Firebase's popup flow:
 * open the provider's account chooser in a popup, wait for it to post the ID token back (only
 * from that window and the provider's origin), treat a window closed without an answer as
 * "closed". The window functions come in as a parameter, so tests drive it with a fake.
 */
import { LOCAL_AUTH_MESSAGE, LOCAL_AUTH_PATHS, PROVIDER_IDS } from '../../../shared/wire/firebase';
import type { LocalProvider } from './localProvider';
import { SocialSignInError, type SocialProvider, type SocialSignIn } from './socialSignIn';

/** What the adapter needs of the window it runs in. */
export type PopupHost = {
  open(url: string, target: string, features: string): { closed: boolean } | null;
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
};

const POLL_MS = 500;
/** Firebase error codes that mean the person closed or cancelled the popup. */
const CLOSED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

/** The chooser's address: which provider, for which merchant, answering which origin, in which language. */
export function chooserUrl(provider: SocialProvider, local: LocalProvider, openerOrigin: string): string {
  const url = new URL(LOCAL_AUTH_PATHS.handler, local.origin);
  url.search = new URLSearchParams({
    providerId: PROVIDER_IDS[provider],
    merchant: local.merchant,
    origin: openerOrigin,
    hl: local.language,
  }).toString();
  return url.toString();
}

type Answer = { idToken: string } | { error: { code: string } };

function answerOf(data: unknown): Answer | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as { type?: unknown; idToken?: unknown; error?: { code?: unknown } };
  if (d.type !== LOCAL_AUTH_MESSAGE) return null;
  if (typeof d.idToken === 'string' && d.idToken) return { idToken: d.idToken };
  if (d.error && typeof d.error.code === 'string') return { error: { code: d.error.code } };
  return null;
}

export function createLocalSignIn(local: LocalProvider, host: PopupHost = window): SocialSignIn {
  return {
    idToken(provider) {
      return new Promise<string>((resolve, reject) => {
        const popup = host.open(
          chooserUrl(provider, local, host.location.origin),
          'local-firebase-auth',
          'popup,width=480,height=640',
        );
        // A blocked popup (or a shell that opens none) is a failure, as Firebase's auth/popup-blocked.
        if (!popup) return reject(new SocialSignInError('failed'));
        let closedPolls = 0;
        const finish = () => {
          host.removeEventListener('message', onMessage);
          host.clearInterval(timer);
        };
        function onMessage(event: MessageEvent) {
          if (event.source !== popup || event.origin !== local.origin) return;
          const answer = answerOf(event.data);
          if (!answer) return;
          finish();
          if ('idToken' in answer) resolve(answer.idToken);
          else reject(new SocialSignInError(CLOSED.includes(answer.error.code) ? 'closed' : 'failed'));
        }
        // The chooser posts, then closes itself: a closed window counts only when it is still
        // closed on the next poll, so an answer already on its way is read first.
        const timer = host.setInterval(() => {
          closedPolls = popup.closed ? closedPolls + 1 : 0;
          if (closedPolls < 2) return;
          finish();
          reject(new SocialSignInError('closed'));
        }, POLL_MS);
        host.addEventListener('message', onMessage);
      });
    },
  };
}
