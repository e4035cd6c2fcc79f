import { Hono } from 'hono';
import { formField, loginPath, passCookies, type InboxEnv, type InboxRequest, type InboxRouteContext } from './route-context.ts';

/** The Security page's actions: adding and removing passkeys, signing out here or on every device. */
export function accountRoutes({ deps, address, toAuth }: InboxRouteContext): Hono<InboxEnv> {
  const { auth, audit } = deps;
  const routes = new Hono<InboxEnv>();

  // The prompt names the business as published now; Better Auth was set up with the name at start.
  routes.get('/auth/passkey/generate-register-options', async (c) => {
    const response = await toAuth(c, '/passkey/generate-register-options', { method: 'GET' });
    if (!response.ok) return response;
    const options = (await response.json()) as { rp?: { name?: string } };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...options, rp: { ...options.rp, name: deps.facts().name } }), { status: response.status, headers });
  });

  routes.post('/auth/passkey/verify-registration', async (c) => {
    const response = await toAuth(c, '/passkey/verify-registration', { method: 'POST', body: await c.req.arrayBuffer() });
    if (response.ok) audit.record(c.get('signedIn').owner.email, 'passkey added', address(c));
    return response;
  });

  routes.post('/passkeys/remove', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const id = formField(body, 'id');
    if (!id) return c.text('Which passkey? The form is missing its id.', 400);
    const response = await auth.api.deletePasskey({ body: { id }, headers: c.req.raw.headers, asResponse: true });
    if (!response.ok) return c.text('That passkey is not yours or no longer exists.', 404);
    audit.record(c.get('signedIn').owner.email, 'passkey removed', address(c));
    return c.redirect('/inbox/security', 303);
  });

  /** Ends this session (and, everywhere, every other one and the alert subscriptions with them). */
  const signOut = ({ everywhere }: { everywhere: boolean }) => async (c: InboxRequest) => {
    const { owner } = c.get('signedIn');
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    if (everywhere) {
      await (await auth.$context).internalAdapter.deleteUserSessions(owner.id);
      deps.alerts.subscriptions.removeAll(owner.id);
    }
    audit.record(owner.email, everywhere ? 'signed out everywhere' : 'signed out', address(c));
    passCookies(c, response.headers.getSetCookie());
    return c.redirect(loginPath, 303);
  };
  routes.post('/sign-out', signOut({ everywhere: false }));
  routes.post('/sign-out-everywhere', signOut({ everywhere: true }));

  return routes;
}
