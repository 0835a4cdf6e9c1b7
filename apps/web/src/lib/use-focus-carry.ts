import { type RefCallback, useCallback, useRef } from 'react';

interface Caret {
  start: number | null;
  end: number | null;
}

/**
 * A ref for each element that stands for one text box in turn (a plain box the server sent, then
 * the one whose code loads after hydration): when one leaves while focused, the next takes the
 * focus and the caret. Without it, someone who starts typing as the page comes alive loses the
 * box, and on a phone the keyboard with it, mid-word; the text itself lives in state and stays.
 */
export function useFocusCarry(): RefCallback<HTMLInputElement> {
  const carried = useRef<Caret | null>(null);
  return useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    const caret = carried.current;
    carried.current = null;
    if (caret) {
      input.focus();
      input.setSelectionRange(caret.start, caret.end);
    }
    // React runs this before the element leaves the page, while it can still hold the focus.
    return () => {
      if (input.ownerDocument.activeElement === input) carried.current = { start: input.selectionStart, end: input.selectionEnd };
    };
  }, []);
}
