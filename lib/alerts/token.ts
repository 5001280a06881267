/** Alert tokens say what they are: the unsubscribe page words its button and lead for a search alert. */
export const ALERT_TOKEN_PREFIX = 'alert-';

export const isAlertToken = (token: string) => token.startsWith(ALERT_TOKEN_PREFIX);
