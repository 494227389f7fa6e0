/**
 * What a phone's camera writes besides the pixels, as sharp's `withExif` takes it: its make and
 * model, and where it was (Bogotá) in a GPS block.
 */
export const GPS_EXIF = {
  IFD0: { Make: 'Phone', Model: 'Camera 12' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '4/1 36/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '74/1 4/1 0/1',
  },
};

/**
 * Whether an EXIF block (as sharp's metadata gives it) points to a GPS directory from its first
 * IFD: the place a photo was taken, which the CMS must not keep. Shared by the CMS's upload
 * tests and the benchmark's camera photos.
 */
export function hasGpsBlock(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 8) return false;
  // The TIFF header (byte order, 42, offset of IFD0), after "Exif\0\0" in JPEG, WebP and AVIF.
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const GPS_IFD_POINTER = 0x8825;
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12)).includes(
    GPS_IFD_POINTER,
  );
}
