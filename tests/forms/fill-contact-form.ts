import { act, fireEvent } from '@testing-library/react';

/** Types a valid site-contact form (Marie Dupont) into `container` and sends it. */
export async function fillAndSendContactForm(container: HTMLElement) {
  const type = (name: string, value: string) => fireEvent.change(container.querySelector(`[name="${name}"]`)!, { target: { value } });
  type('firstName', 'Marie');
  type('lastName', 'Dupont');
  type('email', 'marie@example.be');
  type('remark', 'Bonjour');
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
}
