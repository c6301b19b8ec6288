// Decoding a JPEG or PNG with @napi-rs/canvas (refusing empty, unreadable or oversized images), and RGBA to grey.
import { loadImage, type Image } from '@napi-rs/canvas';

const MAX_PIXELS = 60_000_000;

export async function decode(image: Uint8Array): Promise<Image> {
  if (image.length === 0) throw new Error('The image is empty (0 bytes).');
  let img: Image;
  try {
    img = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  } catch (err) {
    throw new Error(`The image could not be decoded: it is not a readable JPEG or PNG (${(err as Error).message}).`);
  }
  if (!(img.width > 0 && img.height > 0)) throw new Error('The image could not be decoded: it has no pixels.');
  if (img.width * img.height > MAX_PIXELS) {
    throw new Error(`The image is too large to read (${img.width}×${img.height} pixels; at most ${MAX_PIXELS / 1e6} megapixels).`);
  }
  return img;
}

export function toGray(rgba: Uint8ClampedArray, n: number): Uint8Array {
  const gray = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    // Rec. 601 luma, integer maths; transparent pixels count as white paper.
    const a = rgba[j + 3]!;
    const y = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
    gray[i] = a === 255 ? y : 255 - (((255 - y) * a) >> 8);
  }
  return gray;
}
