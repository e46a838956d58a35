// A REST proxy for the shards, made of @discordjs/proxy as its README
// shows: an HTTP server whose handler is proxyRequests(rest). It listens
// on 127.0.0.1 (an ephemeral port, printed as "listening <port>") and
// forwards to UPSTREAM, the fake Discord.
//
// Discord exempts the interaction routes (callbacks, and the webhook
// routes an interaction's token opens) from the global limit, which
// @discordjs/rest does not know: those go through a second REST client
// with no global bound, so that an answer never queues behind the
// shards' board edits.
//
// @discordjs/rest counts its global limit in fixed one-second windows
// from a window's first request; the fake Discord counts any second, as
// a strict reading of Discord's limit does. Two full fixed windows of 50
// can put up to 100 requests in one second that straddles them, so the
// proxy is given half of Discord's 50 per window.
'use strict';
const { createServer } = require('node:http');
const { REST } = require('@discordjs/rest');
const { proxyRequests } = require('@discordjs/proxy');

const upstream = process.env.UPSTREAM;
if (!upstream || !/^http:\/\/127\.0\.0\.1:\d+\/$/.test(upstream)) {
  console.error('UPSTREAM must be the fake Discord on loopback, http://127.0.0.1:<port>/');
  process.exit(2);
}
const options = { api: upstream + 'api', version: '10', timeout: 60_000, retries: 3 };
const paced = proxyRequests(new REST({ ...options, globalRequestsPerSecond: 25 }));
const answers = proxyRequests(new REST({ ...options, globalRequestsPerSecond: 1_000_000 }));

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://noop').pathname.replace(/^\/api(\/v\d+)?/, '');
  const exempt = path.startsWith('/interactions/') || path.startsWith('/webhooks/');
  Promise.resolve((exempt ? answers : paced)(req, res)).catch((err) => {
    console.error('proxy:', err && err.message);
    if (!res.headersSent) res.statusCode = 502;
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
