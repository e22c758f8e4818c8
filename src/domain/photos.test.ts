import { describe, expect, it } from 'vitest';
import {
  PHOTO_FILE,
  photoFileName,
  photoThumbnail,
  photoWidths,
  servedPhoto,
  smallestPhotoUrl,
} from './photos.ts';

describe('photo widths', () => {
  it('keeps a large photo at every width up to the widest, never wider', () => {
    expect(photoWidths(4032)).toEqual([320, 640, 960, 1280]);
    expect(photoWidths(1280)).toEqual([320, 640, 960, 1280]);
  });

  it('keeps a smaller photo at the widths below it and at its own', () => {
    expect(photoWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(photoWidths(500)).toEqual([320, 500]);
    expect(photoWidths(320)).toEqual([320]);
  });
});

describe('a served photo', () => {
  const photo = { id: '0123456789abcdef', widths: [320, 640, 960, 1280], width: 1280, height: 960 };

  it('names the 640-pixel file, and every width in its srcSet', () => {
    expect(servedPhoto(photo, 'https://shop.example.in')).toEqual({
      url: 'https://shop.example.in/images/photos/0123456789abcdef-640.webp',
      srcSet: [320, 640, 960, 1280]
        .map((w) => `https://shop.example.in/images/photos/0123456789abcdef-${w}.webp ${w}w`)
        .join(', '),
    });
  });

  it('names the widest below 640 for a small photo, and its only width for a tiny one', () => {
    expect(servedPhoto({ ...photo, widths: [320, 500] }, '').url).toBe(
      '/images/photos/0123456789abcdef-500.webp',
    );
    expect(servedPhoto({ ...photo, widths: [320] }, '').url).toBe('/images/photos/0123456789abcdef-320.webp');
  });

  it('gives a thumbnail its smallest file', () => {
    expect(photoThumbnail(photo, '')).toBe('/images/photos/0123456789abcdef-320.webp');
  });

  it('serves files whose names the route reads back', () => {
    const match = PHOTO_FILE.exec(photoFileName(photo.id, 960));
    expect(match?.slice(1)).toEqual([photo.id, '960']);
    expect(PHOTO_FILE.test('0123456789abcdef-960.svg')).toBe(false);
    expect(PHOTO_FILE.test('../0123456789abcdef-960.webp')).toBe(false);
  });
});

describe('smallestPhotoUrl', () => {
  it("points a photo's file at its 320 px width, on any host", () => {
    expect(smallestPhotoUrl('/images/photos/0123456789abcdef-640.webp')).toBe(
      '/images/photos/0123456789abcdef-320.webp',
    );
    expect(smallestPhotoUrl('https://shop.example.in/images/photos/0123456789abcdef-1280.webp')).toBe(
      'https://shop.example.in/images/photos/0123456789abcdef-320.webp',
    );
  });

  it('leaves a drawing, an empty address and any other image as they are', () => {
    for (const url of ['/images/products/bubble-wrap.svg', '', 'https://cdn.example.com/a-640.webp'])
      expect(smallestPhotoUrl(url)).toBe(url);
  });
});
