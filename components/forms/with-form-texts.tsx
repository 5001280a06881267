import { NextIntlClientProvider } from 'next-intl';
import { use, type ComponentType } from 'react';
import { FormTextsContext } from './form-texts';

/**
 * A lead form under next-intl's provider, with the texts of the nearest FormTextsProvider. Loaded with
 * the form's code (./deferred-form). Without one, the form takes the texts of a provider above it.
 */
export function withFormTexts<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  function FormWithTexts(props: P) {
    const texts = use(FormTextsContext);
    const form = <Form {...props} />;
    if (!texts) return form;
    return (
      <NextIntlClientProvider
        locale={texts.locale}
        messages={texts.messages}
        timeZone={texts.timeZone}
      >
        {form}
      </NextIntlClientProvider>
    );
  }
  return FormWithTexts;
}
