'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Warns before unsaved changes of `form` are lost: from a change of a field by hand until the form
 * is sent, leaving the page asks first: the browser's own question on closing or reloading,
 * `message` (in the staff member's language) on a link of the site or on another form of the page
 * (publish, log out). Sending the form itself is not leaving.
 */
export function UnsavedChanges({ form, message }: { form: RefObject<HTMLFormElement | null>; message: string }) {
  useEffect(() => {
    const own = form.current;
    if (!own) return;
    let dirty = false;
    // Only a person's change: the formatted-text editor writes its text back with events of its own.
    const changed = (event: Event) => {
      if (event.isTrusted) dirty = true;
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // Asked once: a 'yes' lets the page go without the browser asking again.
    const confirmed = (event: Event) => {
      if (!dirty) return;
      if (window.confirm(message)) dirty = false;
      else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const clicked = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, location.href);
      if (to.origin !== location.origin) return;
      // A link within this page (the error summary's) leaves nothing.
      if (to.pathname === location.pathname && to.search === location.search && to.hash !== '') return;
      confirmed(event);
    };
    const submitted = (event: SubmitEvent) => {
      const sent = event.target;
      if (sent === own) dirty = false;
      // The dialogs of the formatted-text editor (method="dialog") stay on the page.
      else if (sent instanceof HTMLFormElement && (sent.method === 'dialog' || own.contains(sent))) return;
      else confirmed(event);
    };
    own.addEventListener('input', changed);
    own.addEventListener('change', changed);
    window.addEventListener('beforeunload', leaving);
    // Capturing on window: before React's own handling of a form's action, which a refusal here stops.
    window.addEventListener('click', clicked, true);
    window.addEventListener('submit', submitted, true);
    return () => {
      own.removeEventListener('input', changed);
      own.removeEventListener('change', changed);
      window.removeEventListener('beforeunload', leaving);
      window.removeEventListener('click', clicked, true);
      window.removeEventListener('submit', submitted, true);
    };
  }, [form, message]);
  return null;
}
