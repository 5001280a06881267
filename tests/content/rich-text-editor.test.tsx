// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import { RichTextEditor } from '@/components/editor/rich-text-editor';

const PHOTO = '/media/5-0123456789abcdef.jpg';

function mount(markup: string) {
  const textarea = document.createElement('textarea');
  textarea.name = 'body.nl';
  textarea.id = 'body-nl';
  textarea.value = markup;
  document.body.append(textarea);
  render(
    <NextIntlClientProvider locale="nl" messages={{ Editor: nl.Editor }}>
      <RichTextEditor textarea={textarea} locale="nl" label="Tekst (Nederlands)" invalid={false} photos={[]} mediaPage="/nl/staff/media/" />
    </NextIntlClientProvider>,
  );
  return textarea;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the formatted-text editor over the text area', () => {
  it('shows the text as formatted, and writes it back as the markup the server reads', async () => {
    const textarea = mount(`<h2>Kop</h2><p>Een <b>vet</b> woord en <a href="/contact">contact</a></p>\n- a\n- b\n\n![Tuin](${PHOTO} "Lente")`);
    const text = await screen.findByRole('textbox', { name: 'Tekst (Nederlands)' });
    await waitFor(() => expect(text.querySelector('h2')?.textContent).toBe('Kop'));
    expect(text.querySelector('strong')?.textContent).toBe('vet');
    expect(text.querySelectorAll('ul > li')).toHaveLength(2);
    expect(text.querySelector('img')?.getAttribute('src')).toBe(PHOTO);
    expect(textarea.value).toBe(`## Kop\n\nEen **vet** woord en [contact](/contact)\n\n- a\n- b\n\n![Tuin](${PHOTO} "Lente")`);
    // The toolbar, its buttons named in the staff member's language.
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van Tekst (Nederlands)' });
    for (const name of Object.values(nl.Editor.richText.tools)) expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
  });

  it('says what the typed text could not keep', async () => {
    const textarea = mount('Zie [hier](javascript:alert(1)) en ![x](https://elders.example/x.jpg)');
    await screen.findByRole('textbox', { name: 'Tekst (Nederlands)' });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('javascript:alert(1)');
    expect(status.textContent).toContain('Een foto is');
    await act(async () => {});
    expect(textarea.value).toBe('Zie hier en');
  });
});
