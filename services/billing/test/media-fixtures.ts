import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Media the tests make themselves: photos with GPS in their EXIF, a turned photo, markup dressed as an image, a
 * decompression bomb, and MP4 movies built box by box with the places phones write a location in.
 */

/** An ISO-BMFF box: size, four-character type, payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const fullBox = (type: string, version: number, flags: number, ...payload: Buffer[]) => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE((version << 24) | flags);
  return box(type, vf, ...payload);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, 4 * i));
  return b;
};
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(2 * values.length);
  values.forEach((v, i) => b.writeUInt16BE(v & 0xffff, 2 * i));
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const IDENTITY = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** Where the tests' phone says it was: the Eiffel tower. */
export const ISO6709 = '+48.8584+002.2945+035.000/';

interface TrackSpec {
  handler: string;
  sampleEntry: Buffer;
  sample: Buffer;
}

/** A track; without `chunkOffset` its sample tables are empty (a fragmented movie's samples are in its fragments). */
function track(id: number, spec: TrackSpec, chunkOffset?: number) {
  return box(
    'trak',
    fullBox('tkhd', 0, 3, u32(0, 0, id, 0, 1000, 0, 0), u16(0, 0, 0, 0), IDENTITY, u32(64 << 16, 48 << 16)),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0, 0, 1000, 1000), u16(0x55c4, 0)),
      fullBox('hdlr', 0, 0, u32(0), Buffer.from(spec.handler, 'latin1'), zeros(12), Buffer.from('Handler\0')),
      box(
        'minf',
        spec.handler === 'vide' ? fullBox('vmhd', 0, 1, zeros(8)) : fullBox('nmhd', 0, 0),
        box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
        box(
          'stbl',
          fullBox('stsd', 0, 0, u32(1), spec.sampleEntry),
          ...(chunkOffset === undefined
            ? [
                fullBox('stts', 0, 0, u32(0)),
                fullBox('stsc', 0, 0, u32(0)),
                fullBox('stsz', 0, 0, u32(0, 0)),
                fullBox('stco', 0, 0, u32(0)),
              ]
            : [
                fullBox('stts', 0, 0, u32(1, 1, 1000)),
                fullBox('stsc', 0, 0, u32(1, 1, 1, 1)),
                fullBox('stsz', 0, 0, u32(0, 1, spec.sample.length)),
                fullBox('stco', 0, 0, u32(1, chunkOffset)),
              ]),
        ),
      ),
    ),
  );
}

const avc1 = box(
  'avc1',
  zeros(6),
  u16(1),
  zeros(16),
  u16(64, 48),
  u32(0x480000, 0x480000, 0),
  u16(1),
  zeros(32),
  u16(0x18, 0xffff),
  box(
    'avcC',
    Buffer.from([1, 66, 0, 30, 0xff, 0xe1]),
    u16(4),
    Buffer.from([0x67, 0x42, 0, 30]),
    Buffer.from([1]),
    u16(4),
    Buffer.from([0x68, 0xce, 0x3c, 0x80]),
  ),
);
/** A timed metadata track's sample entry (as action cameras keep GPS in): `mett`, text. */
const mett = box('mett', zeros(6), u16(1), Buffer.from('\0application/gps\0'));

export interface Mp4Options {
  /** QuickTime's `©xyz` user data (Android phones, older iPhones). */
  xyz?: boolean;
  /** 3GPP's `loci` box. */
  loci?: boolean;
  /** Apple's `com.apple.quicktime.location.ISO6709` key in moov/meta. */
  appleKeys?: boolean;
  /** A metadata track whose one sample is the location. */
  gpsTrack?: boolean;
  /** Where the metadata track says its sample is, instead of where it is (a made-up movie: past the file's end). */
  gpsSampleAt?: number;
  /** The one brand of `ftyp` (major and compatible); ISO's usual ones by default. */
  brand?: string;
  /**
   * Fragmented, as Chrome's MediaRecorder writes it: an empty movie that announces fragments (`mvex`), then one
   * `moof` + `mdat` pair per frame, each naming its samples by their offset from the `moof`.
   */
  fragments?: number;
  trailing?: Buffer;
}

/**
 * A one-frame MP4, or one frame per fragment (its frame is not real H.264: nothing here decodes it), with the chosen
 * location boxes.
 */
export function mp4(options: Mp4Options = {}): Buffer {
  const frame = Buffer.concat([u32(4), Buffer.from([0x65, 0x88, 0x84, 0x00]), Buffer.alloc(64, 0x11)]);
  const gpsSample = Buffer.from(`GPS ${ISO6709}`, 'latin1');
  const brand = Buffer.from(options.brand ?? 'isom', 'latin1');
  const fragmented = options.fragments !== undefined;
  const brands = fragmented ? 'isomiso6iso2avc1mp41' : 'isomiso2avc1mp41';
  const ftyp = box('ftyp', brand, u32(512), options.brand ? brand : Buffer.from(brands, 'latin1'));
  const udta: Buffer[] = [];
  if (options.xyz) udta.push(box('\u00a9xyz', u16(ISO6709.length, 0x15c7), Buffer.from(ISO6709, 'latin1')));
  if (options.loci)
    udta.push(
      fullBox(
        'loci',
        0,
        0,
        u16(0x15c7),
        Buffer.from('Paris\0'),
        Buffer.from([0]),
        u32(0x00024b6f, 0x0030e38d, 0x00230000),
        Buffer.from('Earth\0\0'),
      ),
    );
  const meta = options.appleKeys
    ? [
        box(
          'meta',
          fullBox('hdlr', 0, 0, u32(0), Buffer.from('mdta', 'latin1'), zeros(12), Buffer.from('\0')),
          fullBox('keys', 0, 0, u32(1), box('mdta', Buffer.from('com.apple.quicktime.location.ISO6709', 'latin1'))),
          box('ilst', box('\0\0\0\u0001', box('data', u32(1, 0), Buffer.from(ISO6709, 'latin1')))),
        ),
      ]
    : [];
  const build = (mdatOffset: number) => {
    const at = (offset: number) => (fragmented ? undefined : offset);
    const tracks = [track(1, { handler: 'vide', sampleEntry: avc1, sample: frame }, at(mdatOffset + 8))];
    if (options.gpsTrack)
      tracks.push(
        track(
          2,
          { handler: 'meta', sampleEntry: mett, sample: gpsSample },
          at(options.gpsSampleAt ?? mdatOffset + 8 + frame.length),
        ),
      );
    return box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, 1000, 1000, 0x10000),
        u16(0x100),
        zeros(10),
        IDENTITY,
        zeros(24),
        u32(tracks.length + 1),
      ),
      ...tracks,
      ...(fragmented ? [box('mvex', ...tracks.map((_, i) => fullBox('trex', 0, 0, u32(i + 1, 1, 0, 0, 0))))] : []),
      ...(udta.length ? [box('udta', ...udta)] : []),
      ...meta,
    );
  };
  const samples = options.gpsTrack ? [frame, gpsSample] : [frame];
  if (fragmented) {
    const pairs = Array.from({ length: options.fragments ?? 0 }, (_, n) => {
      // Each `trun` says where its sample is from the start of the `moof` (default-base-is-moof).
      const moof = (moofSize: number) => {
        let offset = moofSize + 8;
        return box(
          'moof',
          fullBox('mfhd', 0, 0, u32(n + 1)),
          ...samples.map((sample, i) => {
            const trun = fullBox('trun', 0, 0x301, u32(1, offset, 1000, sample.length));
            offset += sample.length;
            return box('traf', fullBox('tfhd', 0, 0x20000, u32(i + 1)), fullBox('tfdt', 1, 0, u32(0, n * 1000)), trun);
          }),
        );
      };
      return Buffer.concat([moof(moof(0).length), box('mdat', ...samples)]);
    });
    return Buffer.concat([ftyp, build(0), ...pairs, options.trailing ?? Buffer.alloc(0)]);
  }
  // The movie comes first (as phones "optimised for streaming" write it): its size fixes where the frames are.
  const moovSize = build(0).length;
  const moov = build(ftyp.length + moovSize);
  const mdat = box('mdat', ...samples);
  return Buffer.concat([ftyp, moov, mdat, options.trailing ?? Buffer.alloc(0)]);
}

/** A JPEG from a phone at the Eiffel tower: EXIF with GPS, its camera, and (when asked) Orientation=6. */
export async function phoneJpeg({
  width = 1200,
  height = 800,
  orientation,
}: {
  width?: number;
  height?: number;
  orientation?: number;
} = {}) {
  // The left half red, the right half blue: after turning, where the colours are tells the orientation.
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata(orientation ? { orientation } : {})
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 3024/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .toBuffer();
}

/** A PNG whose header says `width`×`height` over a few bytes of pixels: a decompression bomb's shape. */
export function pngBomb(width = 30_000, height = 30_000) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))), // its first row only
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest ZIP archive (one empty file, `a`): appended to an image, the file is both. */
export function zipArchive() {
  const local = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(22), u16(1, 0), Buffer.from('a')]);
  const central = Buffer.concat([
    Buffer.from('PK\u0001\u0002', 'latin1'),
    Buffer.alloc(24),
    u16(1, 0, 0, 0, 0),
    u32(0, 0),
    Buffer.from('a'),
  ]);
  const end = Buffer.concat([
    Buffer.from('PK\u0005\u0006', 'latin1'),
    u16(0, 0, 1, 1),
    u32(central.length, local.length),
    u16(0),
  ]);
  return Buffer.concat([local, central, end]);
}
