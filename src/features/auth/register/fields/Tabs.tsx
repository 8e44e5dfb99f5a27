import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from '../authForms.module.css';

export type TabItem<K extends string> = { key: K; label: string };

type TabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them.
 * With a single item there is nothing to choose, so only the panel is rendered.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect, children }: TabsProps<K>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  if (items.length < 2) return <>{children}</>;

  const tabId = (key: K) => `${base}-tab-${key}`;
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(item.key))}`)?.focus();
  }

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={tabId(item.key)}
            type="button"
            role="tab"
            aria-selected={item.key === selected}
            aria-controls={`${base}-panel`}
            tabIndex={item.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
