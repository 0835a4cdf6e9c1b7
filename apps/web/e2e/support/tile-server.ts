import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

// The map's tiles in the flows (issue 64): a stand-in for a tile provider on this machine, as the
// fleet test stands in for S3, so no test reaches the internet. Every tile is one plain square.

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG of the light grey-green of a map's land; the browser stretches it to the tile. */
const TILE = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.from([0, 0xe5, 0xeb, 0xe0]); // filter 0, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
})();

export interface TileServer {
  /** A `{z}/{x}/{y}` template, as MAP_TILES_URL takes it. */
  template: string;
  /** How many tiles were asked for so far. */
  served(): number;
  close(): Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  let served = 0;
  const server = http.createServer((req, res) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    served += 1;
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
