import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import lists from '../../../components/lists.module.css';
import { BET_VENDORS, isSuggestedVendor, vendorCode } from '../../records/filterOptions';
import records from '../../../components/report/report.module.css';

/**
 * The vendor of the betting records, as the member's own records take it: any code, with the
 * known vendors as suggestions; a suggestion or a cleared field applies at once, a typed code
 * on Enter or on leaving the field.
 */
export function VendorFilter({ value, onApply }: { value: string; onApply: (vendor: string) => void }) {
  const { t } = useTranslation('records');
  const [draft, setDraft] = useState(value);
  const listId = useId();
  const apply = (code: string) => {
    if (code !== value) onApply(code);
  };
  return (
    <label className={`${lists.field} ${records.filterField}`}>
      <span>{t('columns.vendor')}</span>
      <input
        list={listId}
        value={draft}
        placeholder={t('betting.allVendors')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const code = vendorCode(event.target.value);
          setDraft(code);
          if (code === '' || isSuggestedVendor(code)) apply(code);
        }}
        onBlur={() => apply(draft)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply(draft);
        }}
      />
      <datalist id={listId}>
        {BET_VENDORS.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </label>
  );
}
