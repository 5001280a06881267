/** Video files as the containers define them (ISO/IEC 14496-12 boxes, EBML elements), built byte by byte. */

const box = (type: string, body: Uint8Array = new Uint8Array()) => {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(body, 8);
  return out;
};

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** An MP4: ftyp (brand, version, compatible brands), moov with an mvhd, then `frames` bytes of mdat. */
export function mp4(frames = 1024, brand = 'isom'): Uint8Array {
  const ftyp = box('ftyp', concat(Buffer.from(brand, 'latin1'), new Uint8Array(4), Buffer.from('isomiso2avc1mp41', 'latin1')));
  const moov = box('moov', box('mvhd', new Uint8Array(100)));
  const mdat = box('mdat', new Uint8Array(frames).map((_, i) => (i * 31) & 0xff));
  return concat(ftyp, box('free'), moov, mdat);
}

/** An EBML element: its id (with its marker bits) and a one-to-eight-byte size. */
function element(id: number, body: Uint8Array): Uint8Array {
  const idBytes = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) idBytes.unshift(v & 0xff);
  const size = body.length < 0x7f ? [0x80 | body.length] : [0x01, 0, 0, 0, (body.length >>> 24) & 0xff, (body.length >>> 16) & 0xff, (body.length >>> 8) & 0xff, body.length & 0xff];
  return concat(new Uint8Array(idBytes), new Uint8Array(size), body);
}

/** A WebM (or Matroska with docType 'matroska'): the EBML header, then a Segment of `frames` bytes. */
export function webm(frames = 1024, docType = 'webm'): Uint8Array {
  const header = element(
    0x1a45dfa3,
    concat(element(0x4286, new Uint8Array([1])), element(0x4282, Buffer.from(docType, 'latin1')), element(0x4287, new Uint8Array([4])), element(0x4285, new Uint8Array([2]))),
  );
  return concat(header, element(0x18538067, new Uint8Array(frames).fill(7)));
}
