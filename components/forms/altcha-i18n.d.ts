declare module 'altcha/i18n/fr-fr';
