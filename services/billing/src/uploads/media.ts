import { createFile, type ISOFile, MP4BoxBuffer } from 'mp4box';
import { ApiError } from '@wishlist/service-kit';
import sharp from 'sharp';

/**
 * What the uploads turn into before anyone can read them. A photo is decoded and written again by sharp
 * (libvips): turned upright by its EXIF orientation, bounded in size, WebP, with no metadata at all (no EXIF, GPS,
 * XMP, IPTC or ICC: colours are converted to sRGB). A video is parsed by mp4box (GPAC's ISO-BMFF parser) and its
 * metadata overwritten in place. Anything that is not really an image or a video of the allowed kinds is refused,
 * whatever type it was declared with.
 */

/** Why an upload is refused once its bytes are read: the contract's codes. */
const mediaRefusals = ['NOT_A_PHOTO', 'NOT_A_VIDEO', 'IMAGE_TOO_LARGE', 'NOT_DECLARED_SIZE'] as const;
export type MediaRefusal = (typeof mediaRefusals)[number];
export const isMediaRefusal = (code: unknown): code is MediaRefusal => mediaRefusals.includes(code as MediaRefusal);

/** The types a browser may declare for a video (photos: the kit's PHOTO_TYPES); the bytes decide what it is. */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];

/** A 48-megapixel phone photo (8064×6048) passes; a decompression bomb is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;
/** The longest side of a served photo, and of its thumbnail for grids. */
export const PHOTO_MAX_SIDE = 1600;
export const THUMBNAIL_MAX_SIDE = 400;
export const PHOTO_CONTENT_TYPE = 'image/webp';

const notAPhoto = () => new ApiError('NOT_A_PHOTO');
const notAVideo = () => new ApiError('NOT_A_VIDEO');

/**
 * Markup, or a ZIP archive's end record in the last 64 KiB: a file that another program reads as a web page or an
 * archive (a polyglot). No camera writes them; the XMP packets cameras do write are XML without these elements.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed)[\s>/]/i;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_TAIL_BYTES = 65_557; // the end record (22 bytes) and the longest archive comment

function isPolyglot(bytes: Buffer) {
  return MARKUP.test(bytes.toString('latin1')) || bytes.subarray(-ZIP_TAIL_BYTES).includes(ZIP_END);
}

export interface ProcessedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** The served versions of an uploaded photo, or an ApiError with a MediaRefusal. */
export async function processPhoto(original: Buffer): Promise<ProcessedPhoto> {
  if (isPolyglot(original)) throw notAPhoto();
  // `failOn: 'error'`: a phone's JPEG with a harmless warning (extraneous bytes) still passes; garbage does not.
  const input = () => sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let format;
  try {
    format = await input().metadata();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw tooManyPixels();
    throw notAPhoto();
  }
  // HEIF is allowed only as AVIF: the HEVC decoder is not in sharp's build (iPhones send JPEG when asked).
  const allowed =
    ['jpeg', 'png', 'webp'].includes(format.format) || (format.format === 'heif' && format.compression === 'av1');
  if (!allowed) throw notAPhoto();
  if ((format.width ?? 0) * (format.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();

  const encode = (side: number, quality: number) =>
    input()
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
  try {
    const [photo, thumbnail] = await Promise.all([encode(PHOTO_MAX_SIDE, 82), encode(THUMBNAIL_MAX_SIDE, 75)]);
    return { photo: photo.data, thumbnail: thumbnail.data, width: photo.info.width, height: photo.info.height };
  } catch {
    throw notAPhoto(); // it has a valid header but its pixels do not decode
  }
}

const tooManyPixels = () => new ApiError('IMAGE_TOO_LARGE', { megapixels: MAX_MEGAPIXELS });

// ---------------------------------------------------------------------------------------------------------------

/** Boxes that carry what a camera or an editor knows (place, device, time, owner) and no picture or sound. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid', 'XMP_', 'loci', '©xyz']);
/** Tracks a profile video keeps; others (GPS of action cameras, Apple's timed metadata, subtitles) are blanked. */
const KEPT_HANDLERS = new Set(['vide', 'soun']);
const ISO_BRANDS =
  /^(isom|iso[2-9]|mp4[12]|avc1|M4V |M4VP|qt {2}|3gp[4-9]|3g2a|dash|mmp4|msnv|MSNV|XAVC|FACE|CAEP|NIKO)$/;

interface Box {
  type: string;
  start: number;
  size: number;
  boxes?: Box[];
}

/** A copy of the video with every metadata box and every non-audio/video track overwritten, or an ApiError with a MediaRefusal. */
export function processVideo(original: Buffer): Buffer {
  if (isPolyglot(original)) throw notAVideo();
  const file = parsedMp4(original);
  const ftyp = file.ftyp as { major_brand?: string; compatible_brands?: string[] } | undefined;
  const brands = [ftyp?.major_brand, ...(ftyp?.compatible_brands ?? [])];
  if (!brands.some((brand) => brand && ISO_BRANDS.test(brand))) throw notAVideo();
  const info = file.getInfo();
  if (info.videoTracks.length === 0) throw notAVideo();
  const topLevel = file.boxes as unknown as Box[];
  // Every byte belongs to a top-level box: nothing hides after the movie or between its boxes.
  const covered = topLevel.reduce((end, box) => (box.start === end ? end + box.size : Number.NaN), 0);
  if (covered !== original.length) throw notAVideo();

  const video = Buffer.from(original);
  // A box or a sample said to lie outside the file is a made-up movie, not a phone's.
  const inside = (start: number, size: number) =>
    Number.isInteger(start) && Number.isInteger(size) && start >= 0 && size >= 0 && start + size <= video.length;
  const blank = (box: Box) => {
    if (box.size < 8 || !inside(box.start, box.size)) throw notAVideo();
    video.fill(0, box.start, box.start + box.size);
    video.writeUInt32BE(box.size, box.start);
    video.write('free', box.start + 4, 'latin1');
  };
  const visit = (boxes: Box[] = []) => {
    for (const box of boxes) {
      if (METADATA_BOXES.has(box.type)) blank(box);
      else visit(box.boxes);
    }
  };
  visit(topLevel);
  for (const track of file.moov?.traks ?? []) {
    if (KEPT_HANDLERS.has(track.mdia?.hdlr?.handler ?? '')) continue;
    const trackId = track.tkhd?.track_id;
    if (trackId === undefined) throw notAVideo();
    for (const { offset, size } of file.getTrackById(trackId)?.samples ?? []) {
      if (!inside(offset, size)) throw notAVideo();
      video.fill(0, offset, offset + size);
    }
    blank(track as unknown as Box);
    // A fragmented movie (Chrome's recorder) names the track again in `mvex` and in each fragment's `traf`.
    const trex = (file.moov?.mvex?.trexs ?? []).filter((box) => box.track_id === trackId);
    const trafs = file.moofs.flatMap((moof) => moof.trafs.filter((traf) => traf.tfhd?.track_id === trackId));
    for (const box of [...trex, ...trafs]) blank(box as unknown as Box);
  }
  return video;
}

function parsedMp4(bytes: Buffer): ISOFile {
  const file = createFile();
  let failed = false;
  file.onError = () => {
    failed = true;
  };
  try {
    const buffer = MP4BoxBuffer.fromArrayBuffer(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      0,
    );
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    throw notAVideo();
  }
  if (failed || !file.moov) throw notAVideo();
  return file;
}
