/**
 * Runs a banner's action: a route navigates inside the app, a game goes through the launch
 * flow (login popup for guests and the rest of launchDecision.ts), a URL opens outside
 * the app through the platform (a new window on the web, the system browser on desktop).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { platform } from '../../platform/platform';
import type { Banner } from '../../shared/wire';
import { useLaunchGame } from '../games/launch/useLaunchGame';
import type { BannerAction } from './bannerLink';

export function useBannerAction(): (action: BannerAction, banner: Banner) => void {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (action, banner) => {
      switch (action.kind) {
        case 'route':
          void navigate(action.to);
          return;
        case 'game':
          launch({
            vassalage: action.vassalage,
            gameType: action.gameType,
            nodeId: action.nodeId,
            displayName: banner.title,
          });
          return;
        case 'url':
          void platform.openExternal(action.url);
          return;
      }
    },
    [navigate, launch],
  );
}
