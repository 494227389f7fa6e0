import { crc32, deflateSync } from 'node:zlib';
import { GPS_EXIF } from '@brilla/testkit/exif';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of `width` × `height` pixels that weighs a few kilobytes: every
 * row is zeros, which deflate shrinks a thousandfold; decoded, it is width × height pixels.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A phone's portrait photo as its sensor stores it: `width` × `height`, left half red, right half
 * blue, with orientation 6 (turn 90° clockwise to show it) and the GPS block above. Shown upright
 * it is `height` wide and `width` tall, red above blue.
 */
export function sidewaysPhoto(width: number, height: number) {
  const half = Math.round(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } },
        left: half,
        top: 0,
      },
    ])
    .withExif(GPS_EXIF)
    .withMetadata({ orientation: 6 });
}

/** The colour at (x, y), each channel rounded to 0, 85, 170 or 255 (lossy formats drift). */
export async function colourAt(image: Buffer | string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [0, 1, 2].map((channel) => Math.round((data[at + channel] ?? 0) / 85) * 85);
}
