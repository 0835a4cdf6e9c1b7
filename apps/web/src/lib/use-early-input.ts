import { type RefObject, useLayoutEffect } from 'react';

/**
 * A server-rendered form works as plain HTML before its code arrives, so a quick person may type
 * or choose in it first. When the page comes alive, `adopt` receives what the form then holds, to
 * take into the component's state before React renders its own values over the person's.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (fields: URLSearchParams) => void): void {
  // Once, in the commit that hydrated the form: before any later render writes the state's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at hydration only.
  useLayoutEffect(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') fields.append(name, value);
    adopt(fields);
  }, []);
}
