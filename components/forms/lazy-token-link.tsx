'use client';

/**
 * The mailed-link panel as an async chunk, in a module of its own: next/dynamic's loader then only
 * rides along on the unsubscribe and alert-confirmation pages, not on every page with a lead form.
 */
import dynamic from 'next/dynamic';

export const TokenLinkPanel = dynamic(() => import('./token-link-panel').then((m) => m.TokenLinkPanel));
