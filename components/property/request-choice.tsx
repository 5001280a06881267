'use client';

/**
 * The choice of request in the 'contact the agency' block (./detail-forms): a visit, the documents,
 * a question, an offer, a mail to a friend, the insurance proposal. The server renders no form, or
 * the one the URL asks for (`?request=visit`, the choice's links: they work without JavaScript);
 * a choice made here asks the server for that form alone (lib/server/actions/request-form), so the
 * page carries and hydrates one form, and the code of another loads only when it is chosen. The
 * call-to-action buttons at the top of the page (links with `data-request`) choose here too.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import type { PropertyFormKind } from '@/lib/forms/leads/registry';
import type { SiteLocale } from '@/lib/locale';
import { requestForm } from '@/lib/server/actions/request-form';

export interface RequestChoiceItem {
  kind: PropertyFormKind;
  /** The choice's words (the call-to-action's). */
  label: string;
  /** The section's heading once chosen. */
  title: string;
  /** The anchor of the open form's section. */
  anchor: string;
  /** This page with that request open, for a visitor without JavaScript. */
  href: string;
}

const REQUEST_LINK = 'a[data-request]';

export function RequestChoice({
  choices,
  initial,
  label,
  loading,
  locale,
  propertyId,
  className,
  children,
}: {
  choices: RequestChoiceItem[];
  /** The request open from the start (the URL's), or none. */
  initial: PropertyFormKind | null;
  /** The question the choice answers, shown above it and naming its navigation landmark. */
  label: string;
  loading: string;
  locale: SiteLocale;
  propertyId: number;
  className: { label: string; nav: string; choice: string; chosen: string; section: string };
  /** The server's form for `initial`, if any. */
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<PropertyFormKind | null>(initial);
  const [forms, setForms] = useState<Partial<Record<PropertyFormKind, ReactNode>>>({});
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const labelId = useId();

  const choose = (kind: PropertyFormKind) => {
    setChosen(kind);
    focusNext.current = true;
    if (kind === initial || forms[kind]) return;
    startTransition(async () => {
      try {
        const form = await requestForm(kind, locale, propertyId);
        startTransition(() => setForms((current) => ({ ...current, [kind]: form })));
      } catch {
        // The form could not come (offline, a new deployment): the page with it open, from the server.
        window.location.assign(choices.find((choice) => choice.kind === kind)!.href);
      }
    });
  };

  // The buttons at the top of the page are server HTML: one listener on the document chooses for them.
  const onRequestLink = useEffectEvent((kind: PropertyFormKind) => choose(kind));
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(REQUEST_LINK);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const kind = link.getAttribute('data-request') as PropertyFormKind;
      if (!choices.some((choice) => choice.kind === kind)) return;
      event.preventDefault();
      onRequestLink(kind);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [choices]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    // The section, not the heading: its scroll margin keeps it clear of the sticky site header.
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [chosen]);

  const current = choices.find((choice) => choice.kind === chosen);
  const form = chosen === initial ? children : chosen && forms[chosen];
  return (
    <>
      <p id={labelId} className={className.label}>
        {label}
      </p>
      <nav className={className.nav} aria-labelledby={labelId}>
        {choices.map((choice) => (
          <a
            key={choice.kind}
            href={choice.href}
            data-request={choice.kind}
            aria-current={choice.kind === chosen || undefined}
            className={`${className.choice} ${choice.kind === chosen ? className.chosen : ''}`}
          >
            {choice.label}
          </a>
        ))}
      </nav>
      {current && (
        <section id={current.anchor} className={className.section} aria-labelledby={`${current.anchor}-title`} aria-busy={pending || undefined}>
          <h3 id={`${current.anchor}-title`} ref={heading} tabIndex={-1}>
            {current.title}
          </h3>
          {form ?? <p role="status">{loading}</p>}
        </section>
      )}
    </>
  );
}
