import { GifReader } from 'omggif';

/** The first frame of a GIF as RGBA pixels (omggif), so a test can hand a served image to a QR reader. */
export function decodeGif(bytes: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const reader = new GifReader(bytes);
  const data = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, data);
  return { width: reader.width, height: reader.height, data };
}
