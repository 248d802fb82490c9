import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import classes from './tabs.module.css';

export type TabItem = { key: string; label: ReactNode };

type TabsProps = {
  items: TabItem[];
  active: string;
  /** Asked when a tab is chosen; the caller decides whether it opens. */
  onSelect: (key: string) => void;
  /** Every panel opened once stays mounted (hidden when not chosen), so what was typed in it survives. */
  renderPanel: (key: string) => ReactNode;
  /** The user is about to choose a tab (the pointer on it, or the focus): to fetch what it needs ahead. */
  onIntent?: (key: string) => void;
  /** Arrow keys move the focus without choosing (Enter or Space does), as WAI-ARIA's manual activation. */
  manualActivation?: boolean;
  /** More than a row's worth of tabs: set closer, in the smaller size. */
  dense?: boolean;
  listClassName?: string;
  tabClassName?: string;
};

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The tab a key moves the focus to from `index` (the arrows wrap round), or null for any other key. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  const move = MOVES[key];
  return move && count > 0 ? move(index, count) : null;
}

/**
 * The first screen's tabs (WAI-ARIA's tabs pattern), drawn like Mantine's default Tabs from the same theme
 * variables, without Mantine's code: a tenant with several login types shows them before anything else
 * downloads (docs/speed.md). One tab is in the Tab order, the chosen one; the arrows, Home and End move along
 * the row.
 */
export function Tabs({
  items,
  active,
  onSelect,
  renderPanel,
  onIntent,
  manualActivation = false,
  dense = false,
  listClassName,
  tabClassName,
}: TabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  const choose = (key: string) => {
    if (key !== active) onSelect(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    if (!manualActivation) choose(item.key);
  };
  return (
    <div className={classes.root}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={listClassName ? `${classes.list} ${listClassName}` : classes.list}
        data-dense={dense || undefined}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={item.key === active}
            aria-controls={panelId(item.key)}
            tabIndex={item.key === active ? 0 : -1}
            data-active={item.key === active || undefined}
            className={tabClassName ? `${classes.tab} ${tabClassName}` : classes.tab}
            onClick={() => choose(item.key)}
            onPointerEnter={() => onIntent?.(item.key)}
            onFocus={() => onIntent?.(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={classes.label}>{item.label}</span>
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          aria-labelledby={tabId(item.key)}
          className={classes.panel}
          hidden={item.key !== active}
        >
          {renderPanel(item.key)}
        </div>
      ))}
    </div>
  );
}
