/**
 * What moves from a deferred form's server HTML to the live form when its code arrives
 * (./deferred-form): typed values, chosen files, the focus and caret, a send already asked for.
 * Loaded with the form's code, so a page that only shows a form does not pay for it.
 */
import { formDataToObject, isVisitorField } from '@/lib/forms/form-data';
import { formatPhone } from '@/lib/phone';
import { parseCarriedRefusal, REFUSAL_ATTRIBUTE, type CarriedForm, type CarriedValues } from './carried-values';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Handover {
  values: CarriedValues;
  refusal: CarriedForm['refusal'];
  /** Chosen files (a CV) move over as they are: a FileList can be given to another file input. */
  files: Array<[name: string, files: FileList]>;
  focus: { name: string; value: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

/** The form's state at the moment the live form takes over. */
export function handover(shell: HTMLElement, submit: boolean): Handover {
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

export function restoreFiles(shell: HTMLElement, files: Handover['files']) {
  for (const [name, list] of files) {
    const input = [...shell.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((i) => i.name === name);
    if (!input) continue;
    input.files = list;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

export function restoreFocus(shell: HTMLElement, focus: NonNullable<Handover['focus']>) {
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
