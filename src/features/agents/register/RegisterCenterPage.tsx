import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../../components/page/CardSection';
import { FormMessage } from '../../../components/page/FormMessage';
import { PageSection } from '../../../components/page/PageSection';
import { CreateDownlineForm } from './CreateDownlineForm';
import { InvitationLinks } from './InvitationLinks';

/**
 * registerCenter (add account): create a downline directly, or share an invitation link (with
 * its code and QR code) that registers members or agents under this agent.
 */
export default function RegisterCenterPage() {
  const { t } = useTranslation(['agent', 'register', 'rewards']);
  // Each created account starts a fresh form (a new key); the last success stays above it.
  const [created, setCreated] = useState<{ count: number; text: string }>({ count: 0, text: '' });
  return (
    <PageSection title={t('menu.registerCenter')}>
      <CardSection title={t('register.title')}>
        <FormMessage kind="success" text={created.text} />
        <CreateDownlineForm
          key={created.count}
          onCreated={(account, isAgent) =>
            setCreated((last) => ({
              count: last.count + 1,
              text: t(isAgent ? 'register.createdAgent' : 'register.createdMember', { account }),
            }))
          }
        />
      </CardSection>
      <InvitationLinks />
    </PageSection>
  );
}
