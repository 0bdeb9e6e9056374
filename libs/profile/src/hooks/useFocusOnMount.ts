import { useEffect, useRef } from 'react';

/** A ref whose element takes the focus when it appears: the first field of a form opened by a button. */
export function useFocusOnMount<E extends HTMLElement = HTMLInputElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
