/**
 * A server action whose form, rendered on the server, posts to `url` instead of `action=""` (not
 * valid HTML). React asks a server action for its form's attributes through
 * `$$FORM_ACTION` and sets no URL; useActionState's permalink would set one, but React then keys
 * each form's answer by that URL, and the five forms of a detail page would all show one form's
 * answer. This keeps React's own key (the component's place in the tree) and only adds the URL.
 * The other hook React reads, `$$IS_SIGNATURE_EQUAL`, is answered by the action itself, and `bind`
 * keeps both (e2e/no-javascript.spec.ts posts every form without JavaScript).
 */
type ServerFormAction = {
  $$FORM_ACTION?: (prefix: string) => Record<string, unknown>;
  $$IS_SIGNATURE_EQUAL?: (...args: unknown[]) => boolean;
};

export function postingTo<Args extends unknown[], Result>(
  action: (...args: Args) => Result,
  url: string,
): (...args: Args) => Result {
  const reference = action as typeof action & ServerFormAction;
  const formAction = reference.$$FORM_ACTION;
  const isSignatureEqual = reference.$$IS_SIGNATURE_EQUAL;
  if (typeof formAction !== 'function') return action;
  const wrapped = ((...args: Args) => action(...args)) as typeof action & ServerFormAction;
  wrapped.$$FORM_ACTION = (prefix) => ({ ...formAction.call(action, prefix), action: url });
  if (typeof isSignatureEqual === 'function')
    wrapped.$$IS_SIGNATURE_EQUAL = (...args) => isSignatureEqual.apply(action, args);
  // useActionState binds the action to its state: a server action's own bind makes a server action
  // that carries the bound state in its form, which must post to `url` too.
  wrapped.bind = ((thisArg: unknown, ...bound: unknown[]) =>
    postingTo(
      (action.bind as (this: unknown, ...a: unknown[]) => (...rest: unknown[]) => Result).call(
        action,
        thisArg,
        ...bound,
      ),
      url,
    )) as typeof wrapped.bind;
  return wrapped;
}
