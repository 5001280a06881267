/**
 * Calling the editor's server actions in a test: where an action redirected (the test mocks
 * next/navigation's redirect to throw `{ url }`), and a posted form's fields.
 */
export async function redirectOf(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run;
  } catch (error) {
    return (error as { url?: string }).url;
  }
  return undefined;
}

export function post(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
