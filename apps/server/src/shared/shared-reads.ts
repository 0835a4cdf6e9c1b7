/**
 * Reads shared by concurrent requests, one under way at a time (docs/decisions/0045). A caller
 * arriving while a read is under way joins the next one, which is sent as soon as that read ends
 * and asks for every key its callers want. So whatever a caller gets was read after it asked: a
 * write committed before its request came in is always seen, as with a read of its own. Under load
 * this turns one database round trip per request into one per round-trip time.
 */
export function batchedReads<K, R>(
  read: (keys: K[]) => Promise<R>,
  options: {
    /**
     * Callers of one turn of the event loop share the first read too: it is sent on the next turn
     * (setImmediate), not at once: requests that arrive together on an idle server (a crawler's
     * connections opening at once) are read in one round trip.
     */
    gather?: boolean;
  } = {},
): (keys: readonly K[]) => Promise<R> {
  let underWay = false;
  let next: { keys: Set<K>; result: Promise<R>; send: () => void } | null = null;

  const send = (keys: K[]): Promise<R> => {
    underWay = true;
    const reading = read(keys);
    // Registered before the callers' own continuations: the next read goes to the database
    // first, and is under way while this read's callers build their answers.
    const ended = () => {
      underWay = false;
      const waiting = next;
      next = null;
      waiting?.send();
    };
    reading.then(ended, ended);
    return reading;
  };

  return (keys) => {
    if (!underWay && !options.gather) return send([...keys]);
    if (!next) {
      const batch = { keys: new Set<K>() } as { keys: Set<K>; result: Promise<R>; send: () => void };
      batch.result = new Promise<R>((resolve, reject) => {
        batch.send = () => send([...batch.keys]).then(resolve, reject);
      });
      next = batch;
      // Nothing under way to send it when it ends: the next turn does.
      if (!underWay) {
        setImmediate(() => {
          if (next !== batch || underWay) return;
          next = null;
          batch.send();
        });
      }
    }
    for (const key of keys) next.keys.add(key);
    return next.result;
  };
}

/** batchedReads for a read that takes no keys (one value, such as the listing version). */
export function sharedReads<R>(read: () => Promise<R>, options: { gather?: boolean } = {}): () => Promise<R> {
  const batched = batchedReads<never, R>(read, options);
  return () => batched([]);
}
