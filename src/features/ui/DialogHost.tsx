import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyScreen } from '../../app/lazyScreen';
import type { DialogProps } from '../../components/Dialog';
import { dialogClosed, selectActiveDialog, type DialogText } from './uiSlice';
import { settleDialog } from './useDialog';

// The dialog (and DOMPurify with it) loads the first time one opens, not with the home page.
const Dialog = lazyScreen<DialogProps>(() => import('../../components/Dialog').then((m) => ({ default: m.Dialog })));

/** i18next's t with a key chosen at run time (dialog requests carry keys as data). */
type DynamicT = (key: string, options?: Record<string, unknown>) => string;

export function dialogText(t: DynamicT, text: DialogText): string {
  return 'text' in text ? text.text : t(text.key, text.values);
}

/** Shows the oldest open dialog of the `dialog` slice; closing it reports `dialogClosed`. */
export function DialogHost() {
  const dialog = useAppSelector(selectActiveDialog);
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['common', 'errors', 'nav']);
  if (!dialog) return null;

  // Keys name their namespace ("errors:sessionEnded"); bare keys are looked up in common.
  const tr = t as unknown as DynamicT;
  const buttons = dialog.buttons ?? [{ id: 'ok', label: { key: 'common:ok' } }];
  const close = (buttonId: string | null) => {
    dispatch(dialogClosed({ id: dialog.id, buttonId }));
    settleDialog(dialog.id, buttonId);
  };

  return (
    <Suspense fallback={null}>
      <Dialog
        key={dialog.id}
        title={dialogText(tr, dialog.title)}
        icon={dialog.icon}
        html={dialog.html}
        message={dialog.message ? dialogText(tr, dialog.message) : undefined}
        buttons={buttons.map((b) => ({ id: b.id, label: dialogText(tr, b.label), variant: b.variant }))}
        onClose={close}
        closeOnOutsideClick={dialog.closeOnOutsideClick}
        autoCloseMs={dialog.autoCloseMs}
      />
    </Suspense>
  );
}
