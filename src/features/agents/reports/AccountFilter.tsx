import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import lists from '../../../components/lists.module.css';
import records from '../../../components/report/report.module.css';

type AccountFilterProps = {
  /** The account applied now ('' for the whole team). */
  value: string;
  onApply: (account: string) => void;
};

/**
 * One team member's account, applied on Enter or on leaving the field (not per keystroke:
 * every partial account would be a request). Cleared, it shows the whole team again at once.
 */
export function AccountFilter({ value, onApply }: AccountFilterProps) {
  const { t } = useTranslation('agentReports');
  const [draft, setDraft] = useState(value);
  const apply = (text: string) => {
    const account = text.trim();
    if (account !== value) onApply(account);
  };
  return (
    <label className={`${lists.field} ${records.filterField}`}>
      <span>{t('account.label')}</span>
      <input
        type="search"
        value={draft}
        placeholder={t('account.placeholder')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        maxLength={64}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value === '') apply('');
        }}
        onBlur={() => apply(draft)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply(draft);
        }}
      />
    </label>
  );
}
