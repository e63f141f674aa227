import { useId, useRef, type FormEvent } from "react";
import {
  HoldEarlySubmit,
  holdSubmit,
  pendingSubmitAttribute,
  useHeldSubmit,
} from "./early-submit.tsx";

export interface PasswordFormProps {
  onSubmit: (password: string) => void;
  error: string | null;
  busy: boolean;
  /** False while the gate still checks for a session: a submit waits until the check is done. */
  ready?: boolean;
}

export const wrongPasswordMessage = "Incorrect password. Please try again.";

/**
 * The password field is uncontrolled and read on submit, so what a visitor or a password manager
 * types before the page hydrates stays in it. It has no name: the form never sends the password
 * anywhere by itself, even without JavaScript.
 */
export function PasswordForm({ onSubmit, error, busy, ready = true }: PasswordFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const send = () => {
    const password = input.current?.value ?? "";
    if (password && !busy) onSubmit(password);
  };
  useHeldSubmit(form, ready, send);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A submit held before hydration may also be replayed here by React: send it once.
    event.currentTarget.removeAttribute(pendingSubmitAttribute);
    if (ready) send();
    else holdSubmit(event.currentTarget);
  };
  return (
    <>
      <form
        ref={form}
        className="card password-form"
        onSubmit={submit}
        aria-labelledby={`${inputId}-title`}
      >
        <h2 id={`${inputId}-title`}>Enter the password</h2>
        <p>
          This area is for speakers, partners and team members. Use the password you received by
          email.
        </p>
        <label htmlFor={inputId}>Password</label>
        <input
          ref={input}
          id={inputId}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Unlocking..." : "Unlock"}
        </button>
      </form>
      <HoldEarlySubmit />
    </>
  );
}
