/** What account tests set up against the mock: a stored login, and the codes the mock "sent". */
import { cookies } from '../../../../src/lib/cookies';
import { storage } from '../../../../src/lib/storage';
import type { MockServer } from '../../../contract/support/mockServer';

/** Stores a login as the app does after logging in. */
export function storeLogin(token: string, username: string, nickname = username) {
  storage.usertoken.set(token);
  storage.curretUser.set({ username, nickname });
  cookies.set('token', token);
}

async function outbox(server: MockServer, to: string): Promise<{ code: string }[]> {
  const answer = await server.raw(`/__mock/outbox?to=${encodeURIComponent(to)}`);
  return (answer.body as { data: { code: string }[] }).data;
}

/** The latest code the mock "sent" to a phone or email (its outbox lists the newest first). */
export async function codeSentTo(server: MockServer, to: string): Promise<string> {
  const latest = (await outbox(server, to))[0];
  if (!latest) throw new Error(`no code was sent to ${to}`);
  return latest.code;
}

export async function outboxSize(server: MockServer, to: string): Promise<number> {
  return (await outbox(server, to)).length;
}
