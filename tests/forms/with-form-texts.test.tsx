// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useFormatter, useTimeZone, useTranslations } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FormTextsProvider } from '@/components/forms/form-texts';
import { withFormTexts } from '@/components/forms/with-form-texts';
import fr from '@/messages/fr.json';

afterEach(cleanup);

function Probe() {
  const t = useTranslations('Validation');
  const format = useFormatter();
  // 23:30 UTC is already the next day in Brussels in winter.
  const day = format.dateTime(new Date('2026-01-14T23:30:00Z'), { day: 'numeric' });
  return (
    <p>
      {t('email')}|{useTimeZone()}|{day}
    </p>
  );
}

describe('a deferred form given its texts by the page', () => {
  it('speaks the page’s language and keeps the site’s time zone, as next-intl’s server provider did', () => {
    const Form = withFormTexts(Probe);
    const { container } = render(
      <FormTextsProvider
        locale="fr"
        messages={{ Validation: fr.Validation }}
        timeZone="Europe/Brussels"
      >
        <Form />
      </FormTextsProvider>,
    );
    expect(container.textContent).toBe(`${fr.Validation.email}|Europe/Brussels|15`);
  });
});
