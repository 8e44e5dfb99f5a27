import { addListener, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError, type ApiError } from '../../api/response';
import { useAppDispatch } from '../../app/hooks';
import { MoneyErrorCode } from '../../shared/wire';
import { memberPagePath } from '../member/memberPageKeys';
import { useDialog } from '../ui/useDialog';

/** Id of the offer's dialog: a second failure replaces it instead of queueing another. */
export const INSUFFICIENT_BALANCE_DIALOG_ID = 'insufficient-balance';

/** A failed API call whose answer was balance.insufficient, from any screen. */
export function isInsufficientBalance(action: UnknownAction): action is UnknownAction & { payload: ApiError } {
  return (
    isRejectedWithValue(action) &&
    isApiError(action.payload) &&
    action.payload.errorCode === MoneyErrorCode.insufficientBalance
  );
}

/**
 * An 'insufficient balance' answer to any call, wherever it was made, brings a
 * dialog offering Deposit, which opens the member centre's depositv2 page. Renders nothing; it
 * listens on the store for as long as it is mounted (the header keeps it mounted for members).
 */
export function InsufficientBalanceOffer() {
  const { t } = useTranslation('cashier');
  const dispatch = useAppDispatch();
  const dialog = useDialog();
  const navigate = useNavigate();
  // The listener outlives renders; it reads the latest translations and router through this.
  const offer = useRef<(error: ApiError) => Promise<void>>(async () => undefined);
  useEffect(() => {
    offer.current = async (error) => {
      const answer = await dialog({
        id: INSUFFICIENT_BALANCE_DIALOG_ID,
        icon: 'warning',
        title: { text: t('insufficient.title') },
        message: { text: error.message || t('insufficient.message') },
        buttons: [
          { id: 'deposit', label: { text: t('insufficient.deposit') }, variant: 'primary' },
          { id: 'cancel', label: { text: t('insufficient.cancel') }, variant: 'secondary' },
        ],
      });
      if (answer === 'deposit') void navigate(memberPagePath('depositv2'));
    };
  });

  useEffect(
    () =>
      dispatch(
        addListener({
          predicate: isInsufficientBalance,
          effect: (action) => {
            void offer.current(action.payload);
          },
        }),
      ),
    [dispatch],
  );
  return null;
}
