// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalizedForm } from '@/components/editor/localized-form';
import { RowsForm } from '@/components/editor/rows-form';
import type { EditorFormResult } from '@/lib/server/actions/editor';
import nl from '@/messages/nl.json';

afterEach(cleanup);

const LANGUAGES = { nl: 'Nederlands', fr: 'Frans', en: 'Engels', de: 'Duits' };
const messages = { Editor: nl.Editor, Forms: nl.Forms, Validation: nl.Validation, Errors: nl.Errors };

/** An action that refuses the title in Dutch and gives back what was posted, as the editor's actions do. */
const refusing = vi.fn(async (_previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> => ({
  ok: false,
  formError: 'Editor.errors.form',
  fieldErrors: { 'title.nl': ['Editor.errors.required'] },
  formValues: Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>,
}));

function articleForm() {
  return render(
    <NextIntlClientProvider locale="nl" messages={messages}>
      <LocalizedForm
        action={refusing}
        page="/nl/staff/articles/new/"
        hidden={{ baseId: '7' }}
        locales={['nl', 'fr']}
        languageNames={LANGUAGES as never}
        submitLabel="Bewaren"
        general={[
          {
            name: 'categoryId',
            label: 'Rubriek',
            kind: 'select',
            value: '',
            options: [
              { value: '', label: 'Geen' },
              { value: '3', label: 'Nieuws' },
            ],
          },
        ]}
        fields={[{ name: 'title', label: 'Titel', kind: 'text', values: { nl: '', fr: '', en: '', de: '' } }]}
      />
    </NextIntlClientProvider>,
  );
}

describe('an editor form', () => {
  // Enter in a text field presses the form's first submit button: it must be the save, not a
  // gallery's 'up' or any named button the form's fields bring.
  it('has the save as its default button, out of the tab order and of what is read', () => {
    const { container } = articleForm();
    const first = container.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    expect(first.hasAttribute('name')).toBe(false);
    expect(first.tabIndex).toBe(-1);
    expect(first.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Bewaren' })).toHaveLength(1);
  });
});

describe('an editor form refused by its action', () => {
  it('keeps the chosen option of a select and the typed texts, which React would reset', async () => {
    const { container } = articleForm();
    fireEvent.change(container.querySelector('select[name="categoryId"]')!, { target: { value: '3' } });
    fireEvent.change(container.querySelector('input[name="title.fr"]')!, { target: { value: 'Les nouvelles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(container.querySelector('[data-code="form"]')).not.toBeNull());
    expect(container.querySelector<HTMLSelectElement>('select[name="categoryId"]')!.value).toBe('3');
    expect(container.querySelector<HTMLInputElement>('input[name="title.fr"]')!.value).toBe('Les nouvelles');
  });

  it('lists the fields in error at the top, linked to them, and focuses the first', async () => {
    const { container } = articleForm();
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(container.querySelector('[data-error-summary] a')).not.toBeNull());
    const title = container.querySelector<HTMLInputElement>('input[name="title.nl"]')!;
    const link = container.querySelector('[data-error-summary] a')!;
    expect(link.getAttribute('href')).toBe(`#${title.id}`);
    expect(link.textContent).toBe(`Titel (Nederlands): ${nl.Editor.errors.required}`);
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('gives a row form its values back too, checkboxes and selects included', async () => {
    const { container } = render(
      <NextIntlClientProvider locale="nl" messages={messages}>
        <RowsForm
          action={refusing}
          page="/nl/staff/top-bar/"
          hidden={{}}
          submitLabel="Bewaren"
          groups={[
            {
              legend: 'Link 1',
              fields: [
                { name: 'items.0.side', label: 'Kant', kind: 'select', value: 'right', options: [{ value: 'left', label: 'Links' }, { value: 'right', label: 'Rechts' }] },
                { name: 'items.0.remove', label: 'Verwijderen', kind: 'checkbox', value: '' },
              ],
            },
          ]}
        />
      </NextIntlClientProvider>,
    );
    fireEvent.change(container.querySelector('select[name="items.0.side"]')!, { target: { value: 'left' } });
    fireEvent.click(container.querySelector('input[name="items.0.remove"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(container.querySelector('[data-code="form"]')).not.toBeNull());
    expect(container.querySelector<HTMLSelectElement>('select[name="items.0.side"]')!.value).toBe('left');
    expect(container.querySelector<HTMLInputElement>('input[name="items.0.remove"]')!.checked).toBe(true);
  });
});
