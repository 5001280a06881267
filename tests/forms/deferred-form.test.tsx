// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredForm } from '@/components/forms/deferred-form';
import { FormTextsProvider } from '@/components/forms/form-texts';
import { SiteContactForm, type FormProps } from '@/components/forms/forms';
import type { FormResult } from '@/lib/server/forms/submit';
import fr from '@/messages/fr.json';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/fr-fr', () => ({}));

type ContactProps = FormProps & { slots: readonly string[] };
const slots = ['10:00-13:00', '14:00-16:00', '16:00-18:00'];
const failure: FormResult = { ok: false, fieldErrors: {}, formError: 'Errors.contactMailFailed', values: {} };

const formTexts = { Forms: fr.Forms, Validation: fr.Validation, Errors: fr.Errors, Success: fr.Success };

/** The texts as the page gives them (components/forms/deferred-form-messages): next-intl's provider comes with the form's code. */
function Texts({ children }: { children: ReactNode }) {
  return (
    <FormTextsProvider locale="fr" messages={formTexts} timeZone="Europe/Brussels">
      {children}
    </FormTextsProvider>
  );
}

/** A gate for the form's code: the test decides when (and whether) it arrives. */
function codeGate() {
  let open: (component: ComponentType<ContactProps>) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<ComponentType<ContactProps>>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { load: vi.fn(() => promise), open, fail };
}

const roots: Root[] = [];

/** The server's HTML of the form (every lazy part resolved, as the static build does), hydrated in the document. */
async function hydratedServerForm(action: FormProps['action'], load: () => Promise<ComponentType<ContactProps>>) {
  const ServerForm = deferredForm<ContactProps>(async () => SiteContactForm);
  const props = { page: '/fr/contact/', privacyHref: '/fr/declaration-de-confidentialite/', slots, action };
  const { prelude } = await prerender(
    <Texts>
      <ServerForm {...props} />
    </Texts>,
  );
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const serverInput = container.querySelector<HTMLInputElement>('input[name="firstName"]');

  const ClientForm = deferredForm<ContactProps>(load);
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <Texts>
          <ClientForm {...props} />
        </Texts>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
  });
  return { container, serverInput, errors };
}

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

beforeEach(() => {
  // The server renderer and the client share React's context objects in this one test process.
  const report = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('multiple renderers')) report(...args);
  });
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a form whose code loads when it is about to be used', () => {
  it('hydrates without its code and leaves the server HTML untouched', async () => {
    const gate = codeGate();
    const { container, serverInput, errors } = await hydratedServerForm(vi.fn(), gate.load);
    expect(serverInput).not.toBeNull();
    expect(errors).toEqual([]);
    expect(gate.load).not.toHaveBeenCalled();
    expect(field(container, 'firstName')).toBe(serverInput);
    expect(container.querySelector('form')?.textContent).toContain(fr.Validation.mandatoryNote);
  });

  it('does not load on view, and loads once at the first sign of use', async () => {
    for (const event of ['pointerover', 'pointerdown', 'keydown']) {
      const gate = codeGate();
      const { container } = await hydratedServerForm(vi.fn(), gate.load);
      expect(gate.load).not.toHaveBeenCalled();
      field(container, 'lastName').dispatchEvent(new Event(event, { bubbles: true }));
      field(container, 'firstName').dispatchEvent(new Event(event, { bubbles: true }));
      expect(gate.load, event).toHaveBeenCalledTimes(1);
      container.remove();
    }
  });

  it('loads at once when a field was focused before the page hydrated', async () => {
    const gate = codeGate();
    const ServerForm = deferredForm<ContactProps>(async () => SiteContactForm);
    const props = { page: '/fr/contact/', privacyHref: '/fr/declaration-de-confidentialite/', slots, action: vi.fn() };
    const { prelude } = await prerender(
      <Texts>
        <ServerForm {...props} />
      </Texts>,
    );
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    field(container, 'email').focus();
    const ClientForm = deferredForm<ContactProps>(gate.load);
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <Texts>
            <ClientForm {...props} />
          </Texts>,
        ),
      );
    });
    expect(gate.load).toHaveBeenCalledTimes(1);
  });

  it('shows a phone number the visitor left before the code arrived formatted', async () => {
    const gate = codeGate();
    const { container } = await hydratedServerForm(vi.fn(), gate.load);
    field(container, 'phone').value = '0475123456';
    field(container, 'firstName').focus();
    await act(async () => gate.open(SiteContactForm));
    expect(field(container, 'phone').value).toBe('0475 12 34 56');
  });

  it('leaves the phone number being typed as it is', async () => {
    const gate = codeGate();
    const { container } = await hydratedServerForm(vi.fn(), gate.load);
    field(container, 'phone').focus();
    field(container, 'phone').value = '0475123456';
    await act(async () => gate.open(SiteContactForm));
    expect(field(container, 'phone').value).toBe('0475123456');
  });

  it('keeps what the visitor typed and where the caret was when the live form takes over', async () => {
    const gate = codeGate();
    const { container, serverInput } = await hydratedServerForm(vi.fn(), gate.load);
    field(container, 'lastName').value = 'Dupont';
    field(container, 'timeSlot').value = slots[1]!;
    serverInput!.focus();
    serverInput!.value = 'Marie';
    serverInput!.setSelectionRange(2, 2);
    expect(gate.load).toHaveBeenCalledTimes(1);

    await act(async () => gate.open(SiteContactForm));

    const live = field(container, 'firstName');
    expect(live).not.toBe(serverInput);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(live.value).toBe('Marie');
    expect(field(container, 'lastName').value).toBe('Dupont');
    expect(field(container, 'timeSlot').value).toBe(slots[1]!);
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(2);
  });

  it('keeps showing the refusal of a send that came back without JavaScript: errors and the spam question', async () => {
    const gate = codeGate();
    const { container } = await hydratedServerForm(vi.fn(), gate.load);
    // As the server HTML of a form posted without JavaScript carries it (lead-form.tsx).
    const refusal = { ok: false, fieldErrors: { email: ['Validation.email'] }, formError: 'Validation.captchaQuestion', question: { a: 3, b: 4, token: 't0k3n' } };
    container.querySelector('form')!.setAttribute('data-refusal', JSON.stringify(refusal));
    field(container, 'firstName').value = 'Marie';
    field(container, 'firstName').dispatchEvent(new Event('pointerover', { bubbles: true }));

    await act(async () => gate.open(SiteContactForm));

    expect(field(container, 'firstName').value).toBe('Marie');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(fr.Validation.captchaQuestion);
    expect(container.textContent).toContain(fr.Validation.email);
    expect(container.textContent).toContain(fr.Forms.captcha.question.replace('{a}', '3').replace('{b}', '4'));
    expect(field(container, 'captchaToken').value).toBe('t0k3n');
    // The live form carries it on for the next takeover too.
    expect(JSON.parse(container.querySelector('form')!.getAttribute('data-refusal')!)).toMatchObject({ formError: 'Validation.captchaQuestion' });
  });

  it('sends, once the code is in, a form the visitor sent before it arrived', async () => {
    const gate = codeGate();
    const action = vi.fn(async () => failure);
    const { container } = await hydratedServerForm(action, gate.load);
    field(container, 'firstName').value = 'Marie';
    field(container, 'lastName').value = 'Dupont';
    field(container, 'email').value = 'marie@example.be';
    field(container, 'remark').value = 'Bonjour';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(action).not.toHaveBeenCalled();

    await act(async () => gate.open(SiteContactForm));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const data = (action.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect(data.get('firstName')).toBe('Marie');
    expect(data.get('remark')).toBe('Bonjour');
  });

  it('lets the server HTML post on its own when the code cannot load', async () => {
    const gate = codeGate();
    const { container } = await hydratedServerForm(vi.fn(), gate.load);
    const serverForm = container.querySelector('form')!;
    const nativeSends: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      this.dispatchEvent(event);
      if (!event.defaultPrevented) nativeSends.push(this);
    });
    serverForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await act(async () => gate.fail(new Error('offline')));
    expect(nativeSends).toEqual([serverForm]);
  });

  it('renders at once when mounted on the client (a client-side navigation)', async () => {
    const gate = codeGate();
    const ClientForm = deferredForm<ContactProps>(gate.load);
    const { container } = render(
      <Texts>
        <ClientForm page="/fr/contact/" privacyHref="/fr/p/" slots={slots} action={vi.fn()} />
      </Texts>,
    );
    expect(gate.load).toHaveBeenCalledTimes(1);
    await act(async () => gate.open(SiteContactForm));
    expect(field(container, 'firstName')).not.toBeNull();
  });

  it('takes its texts from a next-intl provider above it when the page gives none of its own', async () => {
    const gate = codeGate();
    const ClientForm = deferredForm<ContactProps>(gate.load);
    const { container } = render(
      <NextIntlClientProvider locale="fr" messages={formTexts}>
        <ClientForm page="/fr/contact/" privacyHref="/fr/p/" slots={slots} action={vi.fn()} />
      </NextIntlClientProvider>,
    );
    await act(async () => gate.open(SiteContactForm));
    expect(container.querySelector('form')?.textContent).toContain(fr.Validation.mandatoryNote);
  });
});
