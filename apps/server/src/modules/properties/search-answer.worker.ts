import { connectPostgres } from '~/db/client';
import { COMPRESSED_FROM } from '~/lib/json-body';
import { serveTasks } from '~/lib/worker-pool/serve';
import { pageRowsReader } from './page-rows';
import { searchAnswer } from './search-answer';
import type { AnswerProtocol } from './search-answer-threads';

// A worker thread that builds search pages for the event loop (search-answer-threads.ts): the
// page's rows read on its own connections, the cards, the check against the schema, the JSON
// and its compressed form.

serveTasks<AnswerProtocol>(({ data }) => {
  const { app: db } = connectPostgres(data.url, data.connections);
  const pageRows = pageRowsReader(db, 'postgres');
  return {
    async run({ page, encoding }) {
      const body = await searchAnswer(db, pageRows, page);
      if (!encoding || body.content.length < COMPRESSED_FROM) return { text: body.content, compressed: null };
      // Copied out of zlib's buffer (which may share a slab with others) so that it can be moved.
      const bytes = new Uint8Array(await body.as(encoding));
      return { text: body.content, compressed: { encoding, bytes } };
    },
    transferOf: ({ compressed }) => (compressed ? [compressed.bytes.buffer as ArrayBuffer] : []),
  };
});
