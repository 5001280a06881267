// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemandRegisterForm, JobsForm, SiteContactForm, ValuationForm, VisitForm } from '@/components/forms/forms';
import { TokenLinkPanel } from '@/components/forms/token-link-panel';
import type { FormResult } from '@/lib/server/forms/submit';
import fr from '@/messages/fr.json';
import { fillAndSendContactForm } from './fill-contact-form';
import nl from '@/messages/nl.json';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/fr-fr', () => ({}));
vi.mock('altcha/i18n/nl', () => ({}));

afterEach(cleanup);

function wrap(ui: React.ReactNode, locale: 'fr' | 'nl' = 'fr') {
  const all = locale === 'fr' ? fr : nl;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ Forms: all.Forms, Validation: all.Validation, Errors: all.Errors, Success: all.Success }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const slots = ['10:00-13:00', '14:00-16:00', '16:00-18:00'];
const base = { page: '/fr/contact/', privacyHref: '/fr/declaration-de-confidentialite/' };

describe('lead form components', () => {
  it('shows the mandatory note, the privacy agreement and a visually hidden honeypot', () => {
    const { container } = wrap(<SiteContactForm {...base} slots={slots} action={vi.fn()} />);
    expect(screen.getByText(fr.Validation.mandatoryNote)).toBeTruthy();
    expect(screen.getByText(fr.Validation.privacyAgreement, { exact: false })).toBeTruthy();
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(container.querySelector('altcha-widget')?.getAttribute('challenge')).toBe('/api/altcha/');
  });

  it('marks invalid fields with their translated message and sends nothing', async () => {
    const action = vi.fn();
    const { container } = wrap(<SiteContactForm {...base} slots={slots} action={action} />);
    fireEvent.change(container.querySelector('input[name="email"]')!, { target: { value: 'not-an-email' } });
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    const firstName = container.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = firstName.getAttribute('aria-describedby')!;
    expect(container.querySelector(`#${describedBy}`)?.textContent).toBe(fr.Validation.firstName);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(container.querySelector(`#${email.getAttribute('aria-describedby')}`)?.textContent).toBe(fr.Validation.emailInvalid);
    expect(action).not.toHaveBeenCalled();
  });

  it('formats the phone number when the visitor leaves the field (SPEC §5)', () => {
    const { container } = wrap(<SiteContactForm {...base} slots={slots} action={vi.fn()} />);
    const phone = container.querySelector<HTMLInputElement>('input[name="phone"]')!;
    fireEvent.change(phone, { target: { value: '0475123456' } });
    fireEvent.blur(phone);
    expect(phone.value).toBe('0475 12 34 56');
  });

  it('posts a valid form and, when the send fails, shows the error and keeps what was typed', async () => {
    const failure: FormResult = {
      ok: false,
      fieldErrors: {},
      formError: 'Errors.contactMailFailed',
      values: { firstName: 'Marie' },
    };
    const action = vi.fn(async () => failure);
    const { container } = wrap(<SiteContactForm {...base} slots={slots} action={action} />);
    await fillAndSendContactForm(container);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(fr.Errors.contactMailFailed));
    expect(action).toHaveBeenCalledTimes(1);
    const sent = (action.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect(sent.get('firstName')).toBe('Marie');
    expect(sent.get('_page')).toBe('/fr/contact/');
    expect(sent.get('website')).toBe('');
    expect(container.querySelector<HTMLInputElement>('input[name="firstName"]')!.value).toBe('Marie');
    expect(container.querySelector<HTMLInputElement>('input[name="lastName"]')!.value).toBe('Dupont');
  });

  it('offers a CV upload limited to PDF, DOC, DOCX and ODT', () => {
    const { container } = wrap(<JobsForm {...base} action={vi.fn()} />, 'nl');
    const file = container.querySelector<HTMLInputElement>('input[type="file"][name="cv"]')!;
    expect(file.accept).toContain('.pdf');
    expect(file.accept).toContain('.odt');
    expect(screen.getByText(nl.Forms.cvHint)).toBeTruthy();
  });

  it("offers the language's time slots for a visit, or says appointments are full", () => {
    const { container } = wrap(<VisitForm {...base} propertyId={12} slots={['13:00-16:00']} action={vi.fn()} />, 'nl');
    expect([...container.querySelectorAll('select[name="timeSlot"] option')].map((o) => o.textContent)).toContain('13:00-16:00');
    expect(container.querySelector<HTMLInputElement>('input[name="propertyId"]')!.value).toBe('12');
    cleanup();
    wrap(<VisitForm {...base} propertyId={12} slots={[]} full action={vi.fn()} />, 'nl');
    expect(screen.getByText(nl.Errors.appointmentsFull)).toBeTruthy();
  });

  it("offers the categories of the page's stock, whatever their WebIDs, and sends one of them", async () => {
    const types = [
      { value: '40', label: 'Appartement' },
      { value: '1003', label: 'Rez-de-chaussée commercial' },
    ];
    const { container } = wrap(<ValuationForm {...base} slots={slots} types={types} action={vi.fn()} />);
    expect([...container.querySelectorAll('select[name="propertyType"] option')].map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', fr.Forms.actions.choose],
      ['40', 'Appartement'],
      ['1003', 'Rez-de-chaussée commercial'],
    ]);
    cleanup();

    const action = vi.fn(async (): Promise<FormResult> => ({ ok: true, redirectTo: null, successKey: 'Success.contact' }));
    const demand = wrap(<DemandRegisterForm {...base} types={types} action={action} />).container;
    const type = (name: string, value: string) => fireEvent.change(demand.querySelector(`[name="${name}"]`)!, { target: { value } });
    type('firstName', 'Marie');
    type('lastName', 'Dupont');
    type('email', 'marie@example.be');
    type('phone', '026401234');
    for (const box of ['input[name="goal"][value="sale"]', 'input[name="types"][value="1003"]', 'input[name="zones"][value="brussels"]'])
      fireEvent.click(demand.querySelector(box)!);
    await act(async () => {
      fireEvent.submit(demand.querySelector('form')!);
    });
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect((action.mock.calls[0] as unknown as [unknown, FormData])[1].getAll('types')).toEqual(['1003']);
  });

  it("unsubscribes with the mailed token and says 'Vous avez été désinscrit.'", async () => {
    const action = vi.fn(async () => ({ ok: true as const }));
    const { container } = wrap(<TokenLinkPanel action={action} token="abcdefghijklmnopqrstuvwx" page="/fr/desinscription/?token=abcdefghijklmnopqrstuvwx" />);
    expect(container.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe('abcdefghijklmnopqrstuvwx');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: fr.Forms.unsubscribe.confirm }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(fr.Success.unsubscribed));
  });
});
