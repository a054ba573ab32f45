import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/** The mock's demo user (README, "The mock backend"). */
const demo = { username: 'demo', password: 'Demo@2024' };

interface LoginAnswer {
  code: number;
  msg?: string;
  data?: { token: string; username: string; nickname: string };
}

/**
 * Logs the demo user in through the API, once, and returns what opens a browser context with
 * that login stored, as the login form stores it (the session's local storage items and cookie).
 */
export async function demoLogin(
  origin: string,
): Promise<(context: BrowserContext) => Promise<void>> {
  const url = new URL('/reach/portal/api/user/login', origin);
  url.searchParams.set('username', demo.username);
  // Passwords travel hashed, as the app sends them.
  url.searchParams.set('password', createHash('md5').update(demo.password).digest('hex'));
  const answer = (await (await fetch(url, { method: 'POST' })).json()) as LoginAnswer;
  if (answer.code !== 1 || !answer.data) {
    throw new Error(`bench: the demo login failed: ${answer.msg ?? JSON.stringify(answer)}`);
  }
  const { token, username, nickname } = answer.data;
  const script = `(() => {
    localStorage.setItem('usertoken', ${JSON.stringify(token)});
    localStorage.setItem('curretUser', ${JSON.stringify(JSON.stringify({ username, nickname }))});
    document.cookie = ${JSON.stringify(`token=${token}; path=/`)};
  })();`;
  return async (context) => {
    await context.addInitScript({ content: script });
  };
}
