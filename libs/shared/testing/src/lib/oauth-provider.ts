import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

export interface OAuthProvider {
  url: string;
  /** The variables that point the shop's Google and Facebook sign-in at this server. */
  env: Record<string, string>;
  setProfile(profile: Record<string, unknown>): Promise<void>;
  setDeny(deny: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** Starts oauth2-mock-server in its own process (it is ESM-only) and drives it over stdin. */
export async function startOAuthProvider(): Promise<OAuthProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oauth-provider.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('The OAuth provider stopped.');
    return value as string;
  };
  const { url } = JSON.parse(await next()) as { url: string };
  const send = async (command: object) => {
    child.stdin?.write(`${JSON.stringify(command)}\n`);
    if ((await next()) !== 'ok') throw new Error('The OAuth provider did not take the command.');
  };
  const env: Record<string, string> = {};
  for (const provider of ['GOOGLE', 'FACEBOOK']) {
    env[`${provider}_CLIENT_ID`] = `${provider.toLowerCase()}-client`;
    env[`${provider}_CLIENT_SECRET`] = `${provider.toLowerCase()}-secret`;
    env[`${provider}_AUTHORIZATION_URL`] = `${url}/authorize`;
    env[`${provider}_TOKEN_URL`] = `${url}/token`;
  }
  env['GOOGLE_USERINFO_URL'] = `${url}/userinfo`;
  env['FACEBOOK_PROFILE_URL'] = `${url}/userinfo`;
  return {
    url,
    env,
    setProfile: (profile) => send({ profile }),
    setDeny: (deny) => send({ deny }),
    stop: async () => {
      child.stdin?.end();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
