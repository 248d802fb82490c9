import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a submit, the focus goes to the first refused field once its message is in place (so it is read with
 * the field), or, for a refusal of the whole form, to its message (`rejectionRef`), which the disabled submit
 * button let go of; never while the user types and errors go away. Returns what the submit handler calls.
 */
export function useRefusalFocus<F extends string>({
  formRef,
  fields,
  fieldErrors,
  rejection = null,
  rejectionRef,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  fields: readonly F[];
  fieldErrors: Partial<Record<F, unknown>>;
  rejection?: unknown;
  rejectionRef?: RefObject<HTMLElement | null>;
}): () => void {
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    const first = fields.find((field) => fieldErrors[field]);
    if (first) {
      submitted.current = false;
      const input = formRef.current?.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
    } else if (rejection && rejectionRef) {
      submitted.current = false;
      rejectionRef.current?.focus();
    }
  }, [fieldErrors, rejection, fields, formRef, rejectionRef]);
  return () => {
    submitted.current = true;
  };
}
