const ignore = () => {};

/**
 * Reads shared by concurrent requests, one under way at a time. A caller arriving while a read is
 * under way joins the next one, which starts when that read ends and asks for every key its callers
 * want. So whatever a caller gets was read after it asked: a write committed before its request
 * came in is always seen, as with a read of its own. Under load this turns one database round trip
 * per request into one per round-trip time (docs/decisions/0045).
 */
export function batchedReads<K, R>(read: (keys: K[]) => Promise<R>): (keys: readonly K[]) => Promise<R> {
  let underWay: Promise<R> | null = null;
  let next: { keys: Set<K>; result: Promise<R> } | null = null;
  const start = (keys: K[]) => {
    const reading = read(keys);
    underWay = reading;
    const done = () => {
      if (underWay === reading) underWay = null;
    };
    reading.then(done, done);
    return reading;
  };
  return (keys) => {
    if (!underWay) return start([...keys]);
    if (!next) {
      const batch: { keys: Set<K>; result: Promise<R> } = { keys: new Set(), result: Promise.resolve() as Promise<R> };
      batch.result = underWay.then(ignore, ignore).then(() => {
        next = null;
        return start([...batch.keys]);
      });
      next = batch;
    }
    for (const key of keys) next.keys.add(key);
    return next.result;
  };
}

/** batchedReads for a read that takes no keys (one value, such as the listing version). */
export function sharedReads<R>(read: () => Promise<R>): () => Promise<R> {
  const batched = batchedReads<never, R>(read);
  return () => batched([]);
}
