'use server';

/**
 * One form of a property page's 'contact the agency' block, asked for when the visitor chooses its
 * request (components/property/request-choice): the server renders it as it renders the page's
 * own (the action bound to the form, its texts, the insurance's address), and the browser loads that
 * form's code only then. Everything is read again from the catalogue: the arguments name a request,
 * a language and a property, nothing more.
 */
import type { ReactNode } from 'react';
import { requestKindsOf, RequestForm } from '@/components/property/detail-forms';
import { getProperty } from '@/lib/catalogue';
import { isPropertyFormKind } from '@/lib/forms/leads/registry';
import { isSiteLocale } from '@/lib/locale';
import { goalOf } from '@/lib/property-url';

export async function requestForm(kind: string, locale: string, propertyId: number): Promise<ReactNode> {
  if (!isSiteLocale(locale) || !isPropertyFormKind(kind) || !Number.isSafeInteger(propertyId)) throw new Error('Unknown request');
  const p = getProperty(locale, String(propertyId));
  const goal = p ? goalOf(p.Goal) : null;
  if (!p || !goal || !requestKindsOf(p, goal).includes(kind)) throw new Error('Unknown request');
  return <RequestForm kind={kind} p={p} goal={goal} locale={locale} />;
}
