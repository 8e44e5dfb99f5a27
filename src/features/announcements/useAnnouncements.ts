/**
 * The announcements of the current audience and language, from the one cached answer.
 * Everything that shows announcements (home banners, group banners, the marquee, the popup)
 * reads them here, so the call is made once and shared.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from '../../app/sessionSlice';
import type { AnnouncementsValue } from '../../shared/wire';
import { selectAuthStatus, selectMember } from '../auth/authSlice';
import { useLanguageCode } from '../games/useLanguageCode';
import { announcementsApi, useAnnouncementsQuery, type AnnouncementsQuery } from './announcementsApi';
import { audienceOf, type Audience } from './audience';

export function useAudience(): Audience {
  const loggedIn = useAppSelector(selectLoggedIn);
  const status = useAppSelector(selectAuthStatus);
  const account = useAppSelector(selectMember)?.account ?? null;
  return audienceOf({ loggedIn, status, account });
}

export type AnnouncementsState = {
  audience: Audience;
  data: AnnouncementsValue | undefined;
  /** True until the first answer for this audience and language (or its failure). */
  loading: boolean;
  /** Asks the server again (content is fetched once unless forced). */
  refresh: () => Promise<AnnouncementsValue | undefined>;
};

export function useAnnouncements(): AnnouncementsState {
  const audience = useAudience();
  const language = useLanguageCode();
  const dispatch = useAppDispatch();
  const query: AnnouncementsQuery | undefined =
    audience.kind === 'pending' ? undefined : { audience: audience.kind, language };
  const { data, isLoading, isUninitialized } = useAnnouncementsQuery(query ?? skipToken);
  const refresh = useCallback(async () => {
    if (!query) return undefined;
    const result = await dispatch(
      announcementsApi.endpoints.announcements.initiate(query, { forceRefetch: true, subscribe: false }),
    );
    return result.data;
    // The query object is rebuilt each render; its two fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, query?.audience, query?.language]);
  return { audience, data: query ? data : undefined, loading: isLoading || isUninitialized, refresh };
}
