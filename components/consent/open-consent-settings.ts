/** The event the footer's 'cookie settings' button sends to reopen the consent dialog. */
export const OPEN_CONSENT_SETTINGS = 'consent:open-settings';
