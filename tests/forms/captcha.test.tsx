// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { SiteContactForm } from '@/components/forms/forms';
import type { FormResult } from '@/lib/server/forms/submit';
import fr from '@/messages/fr.json';
import { fillAndSendContactForm } from './fill-contact-form';

/** The widget script arrives when the test says so; its widget solves the proof of work on verify(). */
const widgetScript = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});

vi.mock('altcha', async () => {
  await widgetScript.arrived;
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      async verify() {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'altcha';
        input.value = 'solved-proof';
        this.append(input);
      }
      getState() {
        return this.querySelector('input') ? 'verified' : 'unverified';
      }
    },
  );
  return {};
});
vi.mock('altcha/i18n/fr-fr', () => ({}));

describe('the captcha of a lead form', () => {
  it('holds a send until the widget script is in, then solves the proof of work and sends it along', async () => {
    const action = vi.fn(async (): Promise<FormResult> => ({ ok: true, redirectTo: null, successKey: null }));
    const { container } = render(
      <NextIntlClientProvider locale="fr" messages={{ Forms: fr.Forms, Validation: fr.Validation, Errors: fr.Errors, Success: fr.Success }}>
        <SiteContactForm page="/fr/contact/" privacyHref="/fr/p/" slots={['10:00-13:00']} action={action} />
      </NextIntlClientProvider>,
    );
    await fillAndSendContactForm(container);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(action).not.toHaveBeenCalled();

    await act(async () => widgetScript.release());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = (action.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect(sent.get('altcha')).toBe('solved-proof');
  });
});
