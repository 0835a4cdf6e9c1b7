import pg from 'pg';

export interface ChannelHandlers {
  /** A notification on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * The listening connection went down (false) or is listening again (true). While it is down,
   * notifications are lost, so whatever they keep fresh must not be trusted.
   */
  onListening(listening: boolean): void;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on one channel over a dedicated PostgreSQL connection (a pooled one would be handed to
 * other queries). A lost connection is reopened every second until it listens again.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      handlers.onListening(false);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    handlers.onListening(true);
  };
  const reconnect = () => {
    retry = null;
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS).unref();
    });
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
