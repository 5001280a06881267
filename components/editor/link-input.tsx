import type { LinkChoice } from '@/lib/content/link-choices';

/**
 * The site's pages a link field offers as the editor types (the browser's own suggestion list, no
 * JavaScript needed): the page's title shown, its path filled in. Any other allowed link can be typed.
 */
export function LinkChoices({ id, choices }: { id: string; choices: readonly LinkChoice[] }) {
  return (
    <datalist id={id}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} label={choice.label} />
      ))}
    </datalist>
  );
}
