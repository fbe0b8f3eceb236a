import { useState, type FormEvent } from 'react';
import { useAsyncAction } from './use-async-action';

/** What a form's check gives: the request to send, or the message that stops it from being sent. */
export type CheckedForm<P> = { request: P } | { error: string };

interface SendFormOptions<F, P, R> {
  empty: F;
  check: (form: F) => CheckedForm<P>;
  /** Must be stable (a module-level function). */
  send: (request: P) => Promise<R>;
  fallbackError: string;
}

/**
 * A form that is checked, sent, emptied and replaced by a thank-you screen once the answer comes
 * (the contact form, the tool suggestion): its fields, a setter per field, the submit handler and the state of the call.
 */
export function useSendForm<F extends object, P, R>({ empty, check, send, fallbackError }: SendFormOptions<F, P, R>) {
  const [form, setForm] = useState<F>(empty);
  const [sent, setSent] = useState(false);
  const sending = useAsyncAction(send, fallbackError);

  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(form);
    if ('error' in checked) {
      sending.fail(checked.error);
      return;
    }
    if (await sending.run(checked.request)) {
      setForm(empty);
      setSent(true);
    }
  };

  const startOver = () => {
    sending.reset();
    setSent(false);
  };

  return { form, set, sent, submit, startOver, error: sending.error, errorCode: sending.errorCode, loading: sending.loading };
}
