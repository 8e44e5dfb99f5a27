import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_NAME_MAX_LENGTH } from '../../../shared/wire';
import styles from './filters.module.css';

/** Search by name: the list follows the typing once it pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search in force (from the address). */
  value: string;
  onSearch: (name: string) => void;
};

/**
 * The name search: a labelled search field whose text is sent once typing pauses (300 ms), or
 * at once on Enter. A new `value` from outside (back button, a filter reset) replaces the text.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The address changed: show its search (React's "adjust state on prop change"), unless it
    // is what is being typed (a trailing space still being typed stays).
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const name = text.trim();
    if (name === value) return;
    const timer = setTimeout(() => onSearch(name), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const name = text.trim();
        if (name !== value) onSearch(name);
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={GAME_NAME_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
