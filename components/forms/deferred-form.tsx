'use client';

/**
 * A lead form rendered in full on the server (it posts without JavaScript) whose code loads only
 * when the form is about to be used: at the first pointer over it, press, focus, key or send inside
 * it. The code (react-hook-form, the zod schemas, the captcha, next-intl's message parser: about
 * 50 KB gzip) is no part of a page's load, not even where the form is the page (contact, free
 * valuation): a phone that only reads never pays for it, and the page's main thread stays free
 * (Lighthouse's total blocking time). A visitor who starts typing before it arrives types into
 * the server's form; what they typed moves over.
 *
 * Until then the server's HTML is left as it is, not hydrated (an element with an empty
 * `dangerouslySetInnerHTML` keeps its server children). When the code is in, the live form replaces
 * it in one synchronous commit, with what the visitor already typed, the focus and caret, and a
 * send they already asked for. Mounted by a client-side navigation, the form renders at once.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { flushSync } from 'react-dom';
import { CarriedValuesContext } from './carried-values';
import type { Handover } from './deferred-form-handover';
// The form's styles are part of the page, not of the lazily loaded chunk: the server HTML needs them.
import './forms.module.css';

type HandoverModule = typeof import('./deferred-form-handover');
/** The hand-over code: needed only once a form's code is in, so it comes with it. */
let handoverModule: HandoverModule | null = null;
const loadHandover = async () => (handoverModule ??= await import('./deferred-form-handover'));
/** next-intl's provider (and its message parser) with the form's texts: no part of the page's load either. */
const loadTexts = () => import('./with-form-texts');

const SHELL_ATTRIBUTE = 'data-deferred-form';
/** What says the visitor is about to use the form (a mouse over it counts: it gives the code a head start). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** Is this form's server HTML in the document (so this render is hydrating it)? */
function serverHtmlPresent(id: string): boolean {
  if (typeof document === 'undefined') return false;
  const shells = document.querySelectorAll(`[${SHELL_ATTRIBUTE}]`);
  return [...shells].some((shell) => shell.getAttribute(SHELL_ATTRIBUTE) === id && shell.firstChild);
}

export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), loadTexts(), loadHandover()]).then(
      ([component, texts]) => (loaded = texts.withFormTexts(component)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const LazyForm = lazy(() => loadOnce().then((component) => ({ default: component })));

  function DeferredForm(props: P) {
    const id = useId();
    const shellRef = useRef<HTMLDivElement>(null);
    // 'server': rendering the HTML; null: that HTML, not hydrated; 'fresh': rendered here from the start;
    // a Handover: the live form that replaced the server HTML.
    const [live, setLive] = useState<Handover | 'fresh' | 'server' | null>(() =>
      typeof document === 'undefined' ? 'server' : serverHtmlPresent(id) ? null : 'fresh',
    );

    useEffect(() => {
      const shell = shellRef.current;
      if (live !== null || !shell) return;
      let started = false;
      let submit = false;
      const start = () => {
        if (started) return;
        started = true;
        loadOnce().then(
          () => flushSync(() => setLive(handoverModule!.handover(shell, submit))),
          () => {
            // The code could not load (offline): the server HTML posts the form on its own.
            started = false;
            shell.removeEventListener('submit', holdSubmit, true);
            if (submit) shell.querySelector('form')?.requestSubmit();
          },
        );
      };
      const holdSubmit = (event: Event) => {
        event.preventDefault();
        submit = true;
        start();
      };
      for (const type of INTENT_EVENTS) shell.addEventListener(type, start);
      shell.addEventListener('submit', holdSubmit, true);
      // Used before this effect ran (a field focused, the pointer over it, while the page hydrated).
      if (shell.contains(document.activeElement) || shell.matches(':hover')) start();
      return () => {
        for (const type of INTENT_EVENTS) shell.removeEventListener(type, start);
        shell.removeEventListener('submit', holdSubmit, true);
      };
    }, [live]);

    useLayoutEffect(() => {
      const shell = shellRef.current;
      if (!shell || typeof live !== 'object' || !live) return;
      handoverModule?.restoreFiles(shell, live.files);
      if (live.focus) handoverModule?.restoreFocus(shell, live.focus);
    }, [live]);

    useEffect(() => {
      if (typeof live !== 'object' || !live?.submit) return;
      shellRef.current?.querySelector('form')?.requestSubmit();
    }, [live]);

    if (live === null) {
      return <div key="server" ref={shellRef} {...{ [SHELL_ATTRIBUTE]: id }} data-form-code="pending" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    }
    const Form = loaded ?? LazyForm;
    const form = <Form {...props} />;
    return (
      <div key="live" ref={shellRef} {...{ [SHELL_ATTRIBUTE]: id }} data-form-code={live === 'server' ? 'pending' : 'loaded'}>
        <CarriedValuesContext value={typeof live === 'object' && live ? { values: live.values, refusal: live.refusal } : undefined}>
          {/* No boundary on the server: a form that suspends inside one is streamed out of order, as a
              hidden block that only a script moves into place (no form at all without JavaScript).
              Without one, the page waits for the form's code, which the server bundle holds. */}
          {live === 'server' ? form : <Suspense>{form}</Suspense>}
        </CarriedValuesContext>
      </div>
    );
  }
  return DeferredForm;
}
