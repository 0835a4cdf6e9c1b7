import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

interface TabsProps {
  tabs: { value: string; label: string; content: ReactNode }[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  label: string;
}

/**
 * Tabs as the WAI-ARIA pattern describes them: a tablist of buttons, arrow keys (and Home/End)
 * move focus and select, only the selected tab is in the Tab order, only its panel is rendered.
 * Written here rather than taken from Radix because the listing page must stay within its
 * JavaScript budget (docs/decisions/0029-tabs-without-a-library.md).
 */
export function Tabs({ tabs, defaultValue, value, onValueChange, label }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.value);
  const selected = value ?? own;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    select(tab.value);
    buttons.current[target]?.focus();
  };
  const active = tabs.find((tab) => tab.value === selected);
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              data-state={isSelected ? 'active' : 'inactive'}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-medium',
                isSelected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.value}`}
          aria-labelledby={`${id}-tab-${active.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel without focusable content reachable
          tabIndex={0}
          className="pt-4"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
