import { useId, useState, type FormEvent } from "react";

export interface PasswordFormProps {
  onSubmit: (password: string) => void;
  error: string | null;
  busy: boolean;
  /** False while the gate still checks for a session: the form shows but cannot be sent yet. */
  ready?: boolean;
}

export const wrongPasswordMessage = "Incorrect password. Please try again.";

export function PasswordForm({ onSubmit, error, busy, ready = true }: PasswordFormProps) {
  const [password, setPassword] = useState("");
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && ready && !busy) onSubmit(password);
  };
  return (
    <form className="card password-form" onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Enter the password</h2>
      <p>
        This area is for speakers, partners and team members. Use the password you received by
        email.
      </p>
      <label htmlFor={inputId}>Password</label>
      <input
        id={inputId}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || !ready}>
        {busy ? "Unlocking..." : "Unlock"}
      </button>
    </form>
  );
}
