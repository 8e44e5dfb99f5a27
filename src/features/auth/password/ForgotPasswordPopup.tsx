import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/Modal';
import { useWhitelabelFlags } from '../../system';
import { openDialog } from '../../ui/uiSlice';
import { openLogin } from '../authSlice';
import { Tabs } from '../register/fields/Tabs';
import { useRegisterRules } from '../register/registerRules';
import { ForgotByEmailForm } from './ForgotByEmailForm';
import { ForgotBySmsForm } from './ForgotBySmsForm';

type Method = 'mobile' | 'email';

/**
 * Forgot password: by e-mail, or by mobile number when CHNGPASSVERIF3 is on, which is
 * then the method shown first (whitelabel flags, src/shared/wire/system.ts). Shown by AuthHost
 * while `openForgotPassword()` holds; `onClose` is its closeForgotPassword.
 */
export default function ForgotPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('register');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  const { rules } = useRegisterRules();
  const methods: Method[] = flags.CHNGPASSVERIF3 ? ['mobile', 'email'] : ['email'];
  const [chosen, setChosen] = useState<Method>(methods[0] ?? 'email');
  const method = methods.includes(chosen) ? chosen : 'email';

  const close = onClose;
  const backToLogin = () => dispatch(openLogin());

  function done(destination: string) {
    close();
    navigate(destination);
  }

  function loginNeeded() {
    dispatch(
      openDialog({
        icon: 'success',
        title: { text: t('forgot.passwordChanged') },
        message: { text: t('forgot.loginWithNew') },
      }),
    );
    backToLogin();
  }

  const labels: Record<Method, string> = { mobile: t('forgot.byMobile'), email: t('forgot.byEmail') };
  return (
    <Modal title={t('forgot.title')} onClose={close} size="small">
      <Tabs
        label={t('forgot.tabsLabel')}
        items={methods.map((key) => ({ key, label: labels[key] }))}
        selected={method}
        onSelect={setChosen}
      >
        {method === 'mobile' ? (
          <ForgotBySmsForm rules={rules} onDone={done} onLoginNeeded={loginNeeded} />
        ) : (
          <ForgotByEmailForm rules={rules} onBackToLogin={backToLogin} />
        )}
      </Tabs>
    </Modal>
  );
}
