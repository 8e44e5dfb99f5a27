import { useTranslation } from 'react-i18next';
import type { GameType } from '../../../shared/wire';
import { ChipRadioGroup } from './ChipRadioGroup';

type TypeFilterProps = {
  types: readonly GameType[];
  /** '' = every type. */
  value: string;
  onChange: (gameType: string) => void;
};

/** Game type chips for the favourite and recent lists: All types, then each listed type. */
export function TypeFilter({ types, value, onChange }: TypeFilterProps) {
  const { t } = useTranslation('games');
  if (types.length <= 1) return null;
  return (
    <ChipRadioGroup
      label={t('filter.types')}
      options={types}
      value={value}
      onChange={onChange}
      labelOf={(option) => (option === '' ? t('filter.allTypes') : t(`type.${option as GameType}`))}
    />
  );
}
