import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: TabItem<K>[];
  active: K;
  onChange(key: K): void;
  label: string;
  idPrefix?: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by the active tab. */
export function Tabs<K extends string>({ tabs, active, onChange, label, idPrefix = 'tab' }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const activeIndex = tabs.findIndex((t) => t.key === active);

  // A row of tabs wider than a phone scrolls sideways: the active one is brought into it (the tab
  // list alone scrolls, never the page), again whenever the tabs change size (totals arriving).
  // Only from the observer, which also reports once when it starts: it runs after the browser's
  // layout, where reading sizes is free; read in the effect, they forced the whole page's first
  // layout there (27 ms of a 39 ms task on /shipments).
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[activeIndex];
    if (!list || !tab) return;
    const reveal = () => {
      if (list.scrollWidth <= list.clientWidth) return;
      const left = tab.offsetLeft - list.offsetLeft;
      if (left < list.scrollLeft) list.scrollLeft = left - 16;
      else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + tab.offsetWidth - list.clientWidth + 16;
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    observer.observe(tab);
    return () => observer.disconnect();
  }, [activeIndex, tabs.length]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next].key);
  };
  return (
    <div ref={listRef} className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`${idPrefix}-${tab.key}`}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.key === active ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ active, idPrefix = 'tab', children }: { active: string; idPrefix?: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-${active}`}>
      {children}
    </div>
  );
}
