// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from '@/components/content/email-address';

afterEach(cleanup);

describe('EmailAddress', () => {
  it.each([
    ['sophie.lambert@immohorizon.be', 'sophie<wbr>.lambert@<wbr>immohorizon<wbr>.be'],
    ['info@immohorizon.be', 'info@<wbr>immohorizon<wbr>.be'],
    ['agent@example.co.uk', 'agent@<wbr>example<wbr>.co<wbr>.uk'],
  ])('lets %s wrap only after the @ and before a dot', (address, html) => {
    const { container } = render(<EmailAddress address={address} />);
    expect(container.innerHTML).toBe(html);
    expect(container.textContent).toBe(address);
  });
});
