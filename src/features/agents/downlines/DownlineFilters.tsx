import { useTranslation } from 'react-i18next';
import type { MemberStatus } from '../../../shared/wire';
import { TextField } from '../../auth/register/fields/TextField';
import { SelectField } from '../../../components/page/SelectField';
import styles from './downlines.module.css';

export type StatusChoice = MemberStatus | 'all';

const STATUS_CHOICES: readonly StatusChoice[] = ['all', 'active', 'disabled'];

type DownlineFiltersProps = {
  search: string;
  status: StatusChoice;
  onSearch: (text: string) => void;
  onStatus: (status: StatusChoice) => void;
};

/** The team list's filters: an account search (sent once typing pauses) and the status. */
export function DownlineFilters({ search, status, onSearch, onStatus }: DownlineFiltersProps) {
  const { t } = useTranslation('agent');
  return (
    <div className={styles.filters}>
      <TextField
        name="account"
        type="search"
        label={t('downlines.search')}
        value={search}
        onChange={onSearch}
        autoComplete="off"
        maxLength={32}
      />
      <SelectField
        name="status"
        label={t('downlines.status')}
        value={status}
        options={STATUS_CHOICES.map((choice) => ({ value: choice, label: t(`downlines.statuses.${choice}`) }))}
        onChange={(value) => onStatus(STATUS_CHOICES.find((choice) => choice === value) ?? 'all')}
      />
    </div>
  );
}
