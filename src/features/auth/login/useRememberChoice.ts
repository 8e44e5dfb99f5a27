/**
 * The "remember" checkbox of the login forms: offered only where platform.token.canRemember()
 * says so (see remember.ts for what is remembered, and why not the password).
 */
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { platform } from '../../../platform/platform';
import { selectMerchantCode } from '../../system';
import { loadRemembered, saveRemembered, type RememberedLogin } from '../remember';

export type RememberChoice = {
  /** False: hide the checkbox. */
  available: boolean;
  remembered: RememberedLogin;
  save: (choice: Parameters<typeof saveRemembered>[1]) => void;
};

export function useRememberChoice(): RememberChoice {
  const merchant = useAppSelector(selectMerchantCode);
  const [available, setAvailable] = useState(false);
  const [remembered] = useState(() => loadRemembered(merchant));

  useEffect(() => {
    let live = true;
    platform.token.canRemember().then(
      (can) => live && setAvailable(can),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  return {
    available,
    remembered,
    save: (choice) => {
      if (available) saveRemembered(merchant, choice);
    },
  };
}
