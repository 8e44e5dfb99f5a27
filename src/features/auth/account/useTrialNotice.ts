/**
 * What a trial account gets where a real account would see the member centre:
 * 'Sign up or log in to an official account', with Register and Log in, which end the trial
 * session first.
 */
import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useDialog } from '../../ui/useDialog';
import { leaveTrial } from '../session';

export function useTrialNotice(): () => Promise<void> {
  const dialog = useDialog();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const answer = await dialog({
      id: 'trial-notice',
      icon: 'info',
      title: { key: 'auth:trial.title' },
      message: { key: 'auth:trial.message' },
      buttons: [
        { id: 'register', label: { key: 'auth:trial.register' }, variant: 'primary' },
        { id: 'login', label: { key: 'auth:trial.login' }, variant: 'secondary' },
        { id: 'cancel', label: { key: 'common:cancel' }, variant: 'secondary' },
      ],
    });
    if (answer === 'register' || answer === 'login') await dispatch(leaveTrial(answer));
  }, [dialog, dispatch]);
}
