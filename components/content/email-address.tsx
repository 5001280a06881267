import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column wraps only after its '@' or before a '.'
 * ('sophie.lambert@' / 'immohorizon.be'), never inside a word: a <wbr> at each of those places.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
