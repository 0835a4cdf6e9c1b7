import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a keep-alive connection must have been quiet before the drain closes it. */
const IDLE_GRACE_MS = 1_000;
const SWEEP_EVERY_MS = 100;

interface ConnectionState {
  active: number;
  quietSince: number;
}

/**
 * A shutdown that answers every request that reached the server
 * (docs/decisions/0023-drain-keep-alive-connections.md). Node's `server.close()` destroys every
 * keep-alive connection that is idle at that instant, and a client may have just sent its next
 * request on one of them: that request is lost with a reset connection. Instead the drain stops
 * accepting connections, answers every request with `connection: close` (so the client stops
 * reusing the socket), and closes a keep-alive socket only after it has been quiet for a second.
 * Returns `drain()`, which resolves once every connection is gone.
 */
export function installDrain(app: FastifyInstance): { drain: () => Promise<void> } {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;

  // onSend rather than onRequest: a request already running when the drain starts closes too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onReady', async () => {
    const server: Server = app.server;
    server.on('connection', (socket: Socket) => {
      connections.set(socket, { active: 0, quietSince: Date.now() });
      socket.once('close', () => connections.delete(socket));
    });
    server.on('request', (request, response) => {
      const state = connections.get(request.socket);
      if (!state) return;
      state.active += 1;
      response.once('close', () => {
        state.active -= 1;
        state.quietSince = Date.now();
      });
    });
  });

  const drain = async () => {
    if (draining) return;
    draining = true;
    const server = app.server;
    // server.close() would call this and cut quiet keep-alive sockets at once.
    server.closeIdleConnections = () => {};
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    let lastTick = Date.now();
    const sweep = setInterval(() => {
      const now = Date.now();
      const stalled = now - lastTick > SWEEP_EVERY_MS * 3;
      lastTick = now;
      // After a stalled event loop (a long query, a starved CPU) the next requests may sit unread
      // in the sockets' buffers: "quiet" is then measured from the stall, not from the clock.
      if (stalled) {
        for (const state of connections.values()) state.quietSince = Math.max(state.quietSince, now);
        return;
      }
      // Timers run before the loop reads the sockets: sweep after this turn's reads (check
      // phase), so a request that arrived meanwhile marks its socket active first.
      setImmediate(() => {
        const at = Date.now();
        for (const [socket, state] of connections) {
          if (state.active === 0 && at - state.quietSince >= IDLE_GRACE_MS) {
            // Named by the client's port: a request the client sent just as this end left races it
            // (every keep-alive close does; clients retry such a request on a new connection).
            app.log.info({ clientPort: socket.remotePort }, 'drain: ended a quiet keep-alive connection');
            socket.end();
          }
        }
      });
    }, SWEEP_EVERY_MS);
    try {
      await closed;
    } finally {
      clearInterval(sweep);
    }
  };
  return { drain };
}
