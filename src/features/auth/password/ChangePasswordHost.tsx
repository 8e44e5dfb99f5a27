import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyScreen } from '../../../app/lazyScreen';
import { selectSessionOrigin } from '../authSlice';
import type { ChangePasswordModalProps } from './ChangePasswordModal';
import { changePasswordClosed, selectChangePasswordOpen } from './passwordSlice';

// Loaded the first time it opens: it does not belong on the home page's first load.
const ChangePasswordModal = lazyScreen<ChangePasswordModalProps>(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

/** Sessions that may set a password without the old one (the server's PASSWORDLESS_ORIGINS). */
const PASSWORDLESS: readonly string[] = ['sms', 'firebase', 'temporary'];

/**
 * The change-password modal opened by choice (`openChangePassword()`, e.g. from the member
 * centre). The forced change and forgot password are shown by AuthHost. Mount once, inside the
 * router: the modal goes home when done.
 */
export function ChangePasswordHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectChangePasswordOpen);
  const origin = useAppSelector(selectSessionOrigin);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordModal
        forced={false}
        oldPasswordRequired={!PASSWORDLESS.includes(origin ?? '')}
        onClose={() => dispatch(changePasswordClosed())}
      />
    </Suspense>
  );
}
