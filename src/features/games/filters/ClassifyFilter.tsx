import { useTranslation } from 'react-i18next';
import type { GameClassify } from '../../../shared/wire';
import { ChipRadioGroup } from './ChipRadioGroup';

type ClassifyFilterProps = {
  /** The sub-categories to offer (offeredClassifies). Nothing shows when there are none. */
  classifies: readonly GameClassify[];
  /** '' = every sub-category. */
  value: string;
  onChange: (classify: string) => void;
};

/** Sub-category chips (scratch, video poker, jackpot, table games, arcade, bingo). */
export function ClassifyFilter({ classifies, value, onChange }: ClassifyFilterProps) {
  const { t } = useTranslation('games');
  if (classifies.length === 0) return null;
  return (
    <ChipRadioGroup
      label={t('filter.classify')}
      options={classifies}
      value={value}
      onChange={onChange}
      labelOf={(option) => (option === '' ? t('filter.all') : t(`classify.${option as GameClassify}`))}
    />
  );
}
