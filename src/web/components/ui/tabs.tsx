// A WAI-ARIA tab list with a roving tabindex: Tab reaches the selected tab only, the arrow keys,
// Home and End move between tabs and select them (automatic activation).
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode };

/**
 * The tab a key moves to from tab `index` of `count`: the arrows go round, Home and End go to the
 * ends; undefined for any other key. The board's status columns move the same way.
 */
export function rovingTabIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  return {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[key];
}

function tabId(idBase: string, key: string) {
  return `${idBase}-tab-${key}`;
}
function panelId(idBase: string, key: string) {
  return `${idBase}-panel-${key}`;
}

export function TabList<K extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
  onIntent,
  wrap = false,
}: {
  idBase: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** A tab pointed at or focused, before it is chosen (to fetch what its panel needs). */
  onIntent?: (key: K) => void;
  /**
   * Tabs that do not fit go to a second line instead of scrolling sideways: a tab scrolled out
   * of a phone's width is one nobody finds.
   */
  wrap?: boolean;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const next = rovingTabIndex(
      event.key,
      tabs.findIndex((t) => t.key === selected),
      tabs.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`flex gap-1 border-b border-stone-300 ${wrap ? 'flex-wrap' : 'overflow-x-auto'}`}
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            aria-selected={active}
            aria-controls={panelId(idBase, tab.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onPointerEnter={() => onIntent?.(tab.key)}
            onFocus={() => onIntent?.(tab.key)}
            className={`-mb-px flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
              active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-700 hover:border-stone-400 hover:text-stone-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idBase,
  tabKey,
  children,
}: {
  idBase: string;
  tabKey: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, tabKey)}
      aria-labelledby={tabId(idBase, tabKey)}
      className="pt-5"
    >
      {children}
    </div>
  );
}
