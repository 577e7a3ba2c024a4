import {
  apiPaths,
  type ContactRequest,
  contactReplySchema,
  contactRequestSchema,
  errorReplySchema,
} from '@medsutra/contract/http/api';
import { apiMessages } from '@medsutra/contract/http/messages';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { CONTACT_NETWORK_ERROR } from '../content/contact';

type FieldName = keyof ContactRequest;
type FieldErrors = Partial<Record<FieldName, string>>;
type SubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

const EMPTY_FORM: ContactRequest = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'subject', 'message'];

/** The one-line fields, in order, with what each one's box is for; the message is a text area. */
const LINE_FIELDS = [
  { field: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email address', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { field: 'subject', label: 'Subject', type: 'text' },
] as const satisfies readonly ({ field: FieldName; label: string } & InputHTMLAttributes<HTMLInputElement>)[];

function validateContact(values: ContactRequest) {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY_FORM && !errors[field as FieldName]) {
      errors[field as FieldName] = issue.message;
    }
  }
  return { data: null, errors };
}

async function sendContactRequest(request: ContactRequest): Promise<SubmitState> {
  let response: Response;
  try {
    response = await fetch(apiPaths.contact, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed', message: CONTACT_NETWORK_ERROR };
  }
  const body: unknown = await response.json().catch(() => null);
  const sent = contactReplySchema.safeParse(body);
  if (response.ok && sent.success) return { kind: 'sent', message: sent.data.message };
  const failed = errorReplySchema.safeParse(body);
  return { kind: 'failed', message: failed.success ? failed.data.message : apiMessages.server };
}

export function ContactForm() {
  const [values, setValues] = useState<ContactRequest>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const sending = state.kind === 'sending';

  function updateField(field: FieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, keep the inline messages in step with what the user types.
    if (triedSubmit) setErrors(validateContact(next).errors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setTriedSubmit(true);
    const { data, errors: found } = validateContact(values);
    setErrors(found);
    if (!data) {
      const firstInvalid = FIELD_ORDER.find((field) => found[field]);
      if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await sendContactRequest(data);
    setState(outcome);
    if (outcome.kind === 'sent') {
      setValues(EMPTY_FORM);
      setTriedSubmit(false);
    }
  }

  const fieldProps = (field: FieldName) => {
    const error = errors[field];
    return {
      id: `${idPrefix}-${field}`,
      name: field,
      value: values[field],
      disabled: sending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${idPrefix}-${field}-error` : undefined,
      className: `block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted disabled:opacity-70 ${
        error ? 'border-danger' : 'border-border'
      }`,
    };
  };

  const label = (field: FieldName, text: string) => (
    <label htmlFor={`${idPrefix}-${field}`} className="mb-1 block font-medium">
      {text}
    </label>
  );

  const fieldError = (field: FieldName) =>
    errors[field] ? (
      <p id={`${idPrefix}-${field}-error`} className="mt-1 flex items-start gap-1 text-danger text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Contact form">
      {LINE_FIELDS.map(({ field, label: text, ...input }) => (
        <div key={field}>
          {label(field, text)}
          <input {...fieldProps(field)} {...input} onChange={(event) => updateField(field, event.target.value)} />
          {fieldError(field)}
        </div>
      ))}
      <div>
        {label('message', 'Message')}
        <textarea
          {...fieldProps('message')}
          rows={6}
          onChange={(event) => updateField('message', event.target.value)}
        />
        {fieldError('message')}
      </div>

      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary px-5 py-2 font-semibold text-on-primary hover:bg-primary-strong disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {sending ? 'Sending...' : 'Send message'}
      </button>

      <div aria-live="polite">
        {state.kind === 'sent' ? (
          <p className="flex items-start gap-2 rounded-lg bg-success-soft px-4 py-3 text-ink">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {state.message}
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-soft px-4 py-3 text-ink">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
