'use client';

/**
 * A lead form rendered in full on the server (it posts without JavaScript) whose code loads only
 * when the form is about to be used: at the first pointer over it, press, focus, key or send inside
 * it. The code (react-hook-form, the zod schemas, the captcha, next-intl's message parser: about
 * 50 KB gzip) is no part of a page's load, not even where the form is the page (contact, free
 * valuation): a phone that only reads never pays for it, and the page's main thread stays free
 * (issue 14: Lighthouse's blocking time). A visitor who starts typing before it arrives types into
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
import { formDataToObject, isVisitorField } from '@/lib/forms/form-data';
import { formatPhone } from '@/lib/phone';
import { CarriedValuesContext, parseCarriedRefusal, REFUSAL_ATTRIBUTE, type CarriedForm, type CarriedValues } from './carried-values';
// The form's styles are part of the page, not of the lazily loaded chunk: the server HTML needs them.
import './forms.module.css';

const SHELL_ATTRIBUTE = 'data-deferred-form';
/** What says the visitor is about to use the form (a mouse over it counts: it gives the code a head start). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Handover {
  values: CarriedValues;
  refusal: CarriedForm['refusal'];
  /** Chosen files (a CV) move over as they are: a FileList can be given to another file input. */
  files: Array<[name: string, files: FileList]>;
  focus: { name: string; value: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

/** The form's state at the moment the live form takes over. */
function handover(shell: HTMLElement, submit: boolean): Handover {
  const form = shell.querySelector('form');
  const values: CarriedValues = {};
  if (form) {
    for (const [name, value] of Object.entries(formDataToObject(new FormData(form)))) {
      if (!isVisitorField(name)) continue;
      if (typeof value === 'string') values[name] = value;
      else if (Array.isArray(value)) values[name] = value.filter((v): v is string => typeof v === 'string');
    }
  }
  // A group of checkboxes is a list even with one box ticked: given a single text, react-hook-form
  // ticks every box of the group as it registers them.
  const boxes = [...shell.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((box) => box.name);
  for (const name of new Set(boxes.filter((n, i) => boxes.indexOf(n) !== i))) {
    const value = values[name];
    if (typeof value === 'string') values[name] = [value];
  }
  // SPEC §5: a phone number the visitor already left is shown formatted, as the live form does on blur.
  for (const input of shell.querySelectorAll<HTMLInputElement>('input[type="tel"]')) {
    const value = values[input.name];
    if (input !== document.activeElement && typeof value === 'string') values[input.name] = formatPhone(value);
  }
  const files: Handover['files'] = [];
  for (const input of shell.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    if (input.files?.length) files.push([input.name, input.files]);
  }
  const active = document.activeElement as Field | null;
  const focus =
    active && shell.contains(active) && 'name' in active && active.name
      ? {
          name: active.name,
          value: active.value,
          start: 'selectionStart' in active ? safeSelection(active, 'selectionStart') : null,
          end: 'selectionEnd' in active ? safeSelection(active, 'selectionEnd') : null,
        }
      : null;
  return { values, refusal: parseCarriedRefusal(form?.getAttribute(REFUSAL_ATTRIBUTE)), files, focus, submit };
}

/** Inputs such as email and date throw on reading their selection. */
function safeSelection(field: HTMLInputElement | HTMLTextAreaElement, key: 'selectionStart' | 'selectionEnd') {
  try {
    return field[key];
  } catch {
    return null;
  }
}

function restoreFiles(shell: HTMLElement, files: Handover['files']) {
  for (const [name, list] of files) {
    const input = [...shell.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((i) => i.name === name);
    if (!input) continue;
    input.files = list;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function restoreFocus(shell: HTMLElement, focus: NonNullable<Handover['focus']>) {
  const candidates = [...shell.querySelectorAll<Field>('[name]')].filter((c) => c.name === focus.name);
  const field = candidates.find((c) => c.type !== 'radio' && c.type !== 'checkbox') ?? candidates.find((c) => c.value === focus.value);
  if (!field) return;
  field.focus({ preventScroll: true });
  if (focus.start !== null && focus.end !== null && 'setSelectionRange' in field) {
    try {
      field.setSelectionRange(focus.start, focus.end);
    } catch {
      // not a text field
    }
  }
}

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
    (loading ??= load().then(
      (component) => (loaded = component),
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
          () => flushSync(() => setLive(handover(shell, submit))),
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
      restoreFiles(shell, live.files);
      if (live.focus) restoreFocus(shell, live.focus);
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
