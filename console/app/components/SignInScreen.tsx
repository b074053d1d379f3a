import { Form } from "react-router";
import { TextField } from "#app/components/forms/FormField.tsx";
import { Card, Message } from "./Card.tsx";
import { Button } from "./Button.tsx";
import { PasskeyButton } from "./PasskeyButton.tsx";

/** Sign-in: a passkey, or an e-mail address and a recovery code (works without JavaScript). */
export function SignInScreen({ error }: { error?: string | undefined }) {
  return (
    <Card title="Sign in to the staff console" narrow>
      {error ? <Message kind="error">{error}</Message> : null}
      <p>Use the passkey on this device or your security key. There are no passwords.</p>
      <PasskeyButton ceremony={{ kind: "sign-in" }}>Sign in with a passkey</PasskeyButton>
      <details className="rounded-xl bg-surface p-4 ring-1 ring-line">
        <summary className="cursor-pointer font-semibold text-ink-900">
          Lost your passkey? Use a recovery code
        </summary>
        <Form method="post" action="/sign-in/recovery" className="mt-4 space-y-1">
          <TextField
            name="email"
            label="Work e-mail"
            type="email"
            autoComplete="username"
            required
          />
          <TextField
            name="code"
            label="Recovery code"
            autoComplete="one-time-code"
            spellCheck={false}
            required
          />
          <Button type="submit">Sign in with the code</Button>
        </Form>
      </details>
    </Card>
  );
}
