import type { Client } from 'urql';
import { requestHeaders } from '../client/client';
import { StaffSignOutMutation } from './staffSignIn.graphql';
import type { StaffLoginStore } from './staffLogin';

/**
 * The console's Sign out: the login is forgotten at once, whatever the network does (offline, a slow server), and
 * staffSignOut is sent with the token taken before, so the server refuses it from now on and ends its subscriptions.
 * Forgetting first means the revocation's own last push (ARO-E1024 on the console's open subscriptions) finds no
 * login to sign out 'with a reason', and the sign-in form shows none. Resolves once the server answered or failed.
 */
export async function signOutOfConsole(client: Client, store: StaffLoginStore): Promise<void> {
  const token = store.accessToken();
  if (token === null) return;
  store.signOut();
  // The token travels in the operation's own headers: the login it came from is gone (staffClient keeps them).
  await client.mutation(StaffSignOutMutation, {}, { fetchOptions: { headers: requestHeaders(token) } }).toPromise();
}
