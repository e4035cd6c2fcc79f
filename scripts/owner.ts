/**
 * Manages the inbox's owner accounts; there is no public sign-up. Usage:
 *   npm run owner -- add <email>      create an owner (password from stdin, or a prompt)
 *   npm run owner -- list             list owners
 *   npm run owner -- remove <email>   delete an owner, their sessions, passkeys and phone alerts
 *   npm run owner -- reset <email>    set a new password and end that owner's sessions and phone alerts
 * Works on LEADS_DB (default data/leads.sqlite), the same file the server uses.
 */
import '../server/load-env.ts';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { createAuth } from '../server/auth/auth.ts';
import { addOwner, ownerEmail } from '../server/auth/owners.ts';
import { passwordProblem } from '../server/auth/password-policy.ts';
import { readConfigOrExit } from '../server/config.ts';
import { openLeadsDb } from '../server/db/open.ts';
import { liveBusiness } from '../server/site/facts.ts';
import { endAlertsOfRemovedOwners, pushSubscriptions } from '../server/alerts/subscriptions.ts';

const usage = 'Usage: npm run owner -- add <email> | list | remove <email> | reset <email>';
const [command, rawEmail, ...extra] = process.argv.slice(2);

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (extra.length || !command || !['add', 'list', 'remove', 'reset'].includes(command) || (command !== 'list') !== Boolean(rawEmail)) {
  fail(usage, 2);
}
const email = command === 'list' ? '' : (ownerEmail(rawEmail ?? '') ?? fail(`'${rawEmail}' is not an e-mail address.`, 2));

/** A prompt that echoes nothing, so the password never shows on screen or in scrollback. */
async function prompt(question: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  process.stdout.write(question);
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

/** From a prompt on a terminal (asked twice), else the first line of standard input. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await prompt('New password: ');
    if ((await prompt('Type it again: ')) !== first) fail('The two passwords differ; nothing was changed.');
    return first;
  }
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

async function newPassword(): Promise<string> {
  const password = await readPassword();
  const problem = passwordProblem(password, email);
  if (problem) fail(`Password refused: ${problem} Nothing was changed.`);
  return password;
}

const config = readConfigOrExit();
const db = openLeadsDb(config.leads.dbPath);
try {
  const auth = await createAuth(db, config.inbox, liveBusiness(db, config.site.origin));
  const { internalAdapter, password: hasher } = await auth.$context;
  const existing = command === 'list' ? null : await internalAdapter.findUserByEmail(email);

  if (command === 'list') {
    const owners = await internalAdapter.listUsers(undefined, undefined, { field: 'email', direction: 'asc' });
    console.log(owners.length ? owners.map((owner) => owner.email).join('\n') : 'No owners yet: npm run owner -- add <email>');
  } else if (command === 'add') {
    if (existing) fail(`${email} is already an owner (use reset to change the password).`);
    await addOwner(auth, email, await newPassword());
    console.log(`Owner ${email} added. Sign in at /inbox/login.`);
  } else if (!existing) {
    fail(`No owner ${email}.`);
  } else if (command === 'remove') {
    await internalAdapter.deleteUser(existing.user.id);
    endAlertsOfRemovedOwners(db);
    console.log(`Owner ${email} removed, with their sessions, passkeys and phone alerts.`);
  } else {
    const password = await newPassword();
    await internalAdapter.updatePassword(existing.user.id, await hasher.hash(password));
    await internalAdapter.deleteUserSessions(existing.user.id);
    // Like "Sign out everywhere": a device the old password reached stops getting alerts.
    pushSubscriptions(db).removeAll(existing.user.id);
    console.log(`Password of ${email} changed; every session and phone alert of that owner has ended.`);
  }
} finally {
  db.close();
}
