'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EMPTY_RESULTS, type SearchIndex, type SearchResults } from '@/lib/search/search-types';
import styles from './home-search.module.css';
import { usePanelReveal } from './use-panel-reveal';

export type HomeSearchLabels = {
  label: string;
  placeholder: string;
  properties: string;
  cities: string;
  types: string;
  forSale: string;
  forRent: string;
  saleCount: string;
  rentCount: string;
  resultsCount: string; // '{count} results'
  noResults: string;
};

type Option = { id: string; href: string; primary: string; secondary: string; group: keyof SearchResults };

function optionsOf(results: SearchResults, base: string): Option[] {
  return [
    ...results.properties.map((p) => ({ id: `${base}-p${p.id}`, href: p.href, primary: p.title, secondary: [p.city, p.price].filter(Boolean).join(' · '), group: 'properties' as const })),
    ...results.cities.map((c) => ({ id: `${base}-c${c.zip}${c.searchName}`, href: c.href, primary: c.name, secondary: c.zip, group: 'cities' as const })),
    ...results.types.map((t) => ({ id: `${base}-t${t.webId}`, href: t.href, primary: t.name, secondary: String(t.count), group: 'types' as const })),
  ];
}

/**
 * The home search block (SPEC §2.4): focus opens the result panel, blur closes it, an empty input
 * clears the lists; typing shows properties, then cities, then types. The index and fuse.js load
 * on first focus. A combobox: arrows move, Enter opens, Escape closes; the count is announced.
 */
export function HomeSearch({
  locale,
  labels,
  saleHref,
  rentHref,
  icon,
}: {
  locale: string;
  labels: HomeSearchLabels;
  saleHref: string;
  rentHref: string;
  /** The search icon, server-rendered (the icon set stays out of the page's JavaScript). */
  icon: React.ReactNode;
}) {
  const base = useId();
  const router = useRouter();
  const search = useRef<((q: string) => SearchResults) | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchResults>(EMPTY_RESULTS);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const load = () => {
    loading.current ??= Promise.all([
      fetch(`/api/search-index/${locale}/`).then((r) => r.json() as Promise<SearchIndex>),
      import('@/lib/search/search-index'),
    ]).then(
      ([index, mod]) => {
        search.current = mod.createSearcher(index);
      },
      (error: unknown) => {
        // Offline, or cut off by a navigation: asked again at the next key rather than never.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };

  const run = async (value: string) => {
    setQuery(value);
    setActive(-1);
    if (!value.trim()) {
      setResults(EMPTY_RESULTS);
      return;
    }
    try {
      await load();
    } catch {
      return;
    }
    setResults(search.current!(value));
  };

  // The page's scripts run after its first paint (server/deferred-scripts.mjs): what a
  // visitor typed before, in the server's input, is searched now, and the panel opens if the input
  // still has the focus. The input is uncontrolled so that hydration keeps that text.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (document.activeElement === element) setOpen(true);
    if (element.value) void run(element.value);
    // Once, at hydration: `run` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const options = optionsOf(results, base);
  const listId = `${base}-list`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      setActive((i) => Math.max(-1, i - 1));
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      router.push(options[active].href);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else return;
    event.preventDefault();
  };

  const groups = (['properties', 'cities', 'types'] as const).filter((g) => options.some((o) => o.group === g));
  const expanded = open && query.trim().length > 0;
  usePanelReveal(box, panel, expanded, results);
  const activeId = active >= 0 ? options[active]?.id : undefined;
  // The option the arrows reach stays in sight, in the panel and on the page.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <div className={styles.search}>
      <div className={styles.box} ref={box}>
        <label htmlFor={`${base}-input`} className="visually-hidden">
          {labels.label}
        </label>
        {icon}
        <input
          id={`${base}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={labels.placeholder}
          defaultValue=""
          ref={input}
          className={styles.input}
          onFocus={() => {
            setOpen(true);
            load().catch(() => undefined);
          }}
          onBlur={() => setOpen(false)}
          onChange={(e) => void run(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="home-search-input"
        />
        <div id={listId} role="listbox" aria-label={labels.label} className={styles.panel} hidden={!expanded} ref={panel}>
          {expanded && options.length === 0 && <p className={styles.empty}>{labels.noResults}</p>}
          {groups.map((group) => (
            <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
              <p id={`${listId}-${group}`} className={styles.groupTitle} role="presentation">
                {labels[group]}
              </p>
              {options.map((o, i) =>
                o.group === group ? (
                  <div
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={i === active}
                    className={styles.option}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => router.push(o.href)}
                  >
                    <span className={styles.primary}>{o.primary}</span>
                    <span className={styles.secondary}>{o.secondary}</span>
                  </div>
                ) : null,
              )}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? labels.resultsCount.replace('{count}', String(options.length)) : ''}
      </p>
      <div className={styles.goals}>
        <a href={saleHref} className="button button-accent">
          {labels.forSale} <span className={styles.count}>{labels.saleCount}</span>
        </a>
        <a href={rentHref} className={`button ${styles.light}`}>
          {labels.forRent} <span className={styles.count}>{labels.rentCount}</span>
        </a>
      </div>
    </div>
  );
}
