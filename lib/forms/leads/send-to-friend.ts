import { z } from 'zod';
import { email, LIMITS, propertyId, requiredText } from '../fields';

/**
 * Send a property to a friend (the friend's e-mail is validated, SPEC §5). The friend's mail
 * carries the property's link and the sender's first name, nothing else the visitor typed: the
 * site must not carry a stranger's words (a phishing link) to a third party. So there is no
 * message field, and a name that looks like a link or an address is refused.
 */
export const LOOKS_LIKE_A_LINK = /:\/\/|www\.|[@/\\]|\.[a-z]{2,}\b/i;

export const sendToFriendSchema = z.object({
  propertyId: propertyId(),
  firstName: requiredText('Validation.firstName', LIMITS.name).refine((name) => !LOOKS_LIKE_A_LINK.test(name), {
    error: 'Validation.nameNoLinks',
  }),
  email: email(),
  friendEmail: email('Validation.friendEmail', 'Validation.friendEmailInvalid'),
});
export type SendToFriendInput = z.input<typeof sendToFriendSchema>;
