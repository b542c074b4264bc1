// A local OAuth 2 provider (oauth2-mock-server) standing in for Google and Facebook in tests.
// It prints {"url": …} once listening, then takes one JSON command a line on stdin and answers "ok":
//   {"profile": {...}}  what the userinfo endpoint returns next
//   {"deny": true}      the person refuses consent (the provider returns error=access_denied)
import { createInterface } from 'node:readline';
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');

let profile = { sub: 'johndoe' };
let deny = false;

server.service.on('beforeUserinfo', (response) => {
  response.body = profile;
});
server.service.on('beforeAuthorizeRedirect', (redirect) => {
  if (!deny) return;
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', 'access_denied');
  redirect.url.searchParams.set('error_description', 'The user denied your request.');
});

process.stdout.write(`${JSON.stringify({ url: server.issuer.url })}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  if ('profile' in command) profile = command.profile;
  if ('deny' in command) deny = Boolean(command.deny);
  process.stdout.write('ok\n');
}
await server.stop();
