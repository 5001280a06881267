import { z } from 'zod';
import { email, LIMITS, optionalText, propertyId, requiredText } from '../fields';

/** Send a property to a friend (the friend's e-mail is validated, SPEC §5). */
export const sendToFriendSchema = z.object({
  propertyId: propertyId(),
  firstName: requiredText('Validation.firstName', LIMITS.name),
  email: email(),
  friendEmail: email('Validation.friendEmail', 'Validation.friendEmailInvalid'),
  remark: optionalText(LIMITS.long),
});
export type SendToFriendInput = z.input<typeof sendToFriendSchema>;
