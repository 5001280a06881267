'use client';

/**
 * The unsubscribe panel as an async chunk, in a module of its own: next/dynamic's loader then only
 * rides along on the unsubscribe page, not on every page with a lead form.
 */
import dynamic from 'next/dynamic';

export const UnsubscribePanel = dynamic(() => import('./unsubscribe-panel').then((m) => m.UnsubscribePanel));
