/**
 * The browser half of passkeys: asks the server for a WebAuthn challenge, lets the device
 * sign it, and sends the answer back. Better Auth's passkey plugin checks it on the server.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

const base = '/inbox/auth/passkey';

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const detail = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(detail?.message ?? `The server answered ${response.status}.`);
  }
  return (await response.json()) as T;
}

async function addPasskey(): Promise<void> {
  const optionsJSON = await call<Parameters<typeof startRegistration>[0]['optionsJSON']>('/generate-register-options');
  const { clientExtensionResults: _, ...response } = await startRegistration({ optionsJSON });
  await call('/verify-registration', { response });
}

async function signIn(): Promise<void> {
  const optionsJSON = await call<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/generate-authenticate-options');
  const { clientExtensionResults: _, ...response } = await startAuthentication({ optionsJSON });
  await call('/verify-authentication', { response });
}

/** Shows the passkey control of the page, if this browser can use one, and runs it on click. */
export function enhance(kind: 'add' | 'sign-in', done: () => void): void {
  const area = document.querySelector<HTMLElement>(`[data-passkey-${kind}-area]`);
  const button = document.querySelector<HTMLButtonElement>(`[data-passkey-${kind}]`);
  const status = area?.querySelector<HTMLElement>('[data-passkey-status]');
  if (!area || !button || !status || !browserSupportsWebAuthn()) return;
  area.hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = kind === 'add' ? 'Follow the prompt on your device…' : 'Choose your passkey…';
    try {
      await (kind === 'add' ? addPasskey() : signIn());
      status.textContent = kind === 'add' ? 'Passkey added.' : 'Signed in.';
      done();
    } catch (error) {
      status.textContent = `${kind === 'add' ? 'The passkey was not added' : 'Passkey sign-in did not work'}: ${
        error instanceof Error ? error.message : String(error)
      }`;
      button.disabled = false;
    }
  });
}
