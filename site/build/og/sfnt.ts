import { inflateSync } from 'node:zlib';

/**
 * The fonts of the social cards come from @fontsource as WOFF files. The renderer (resvg) reads
 * TrueType/OpenType, and the card's layout needs the glyphs' advance widths: this file unpacks a
 * WOFF (1.0) into its plain font and reads the widths from its tables. No network, no system font.
 */

const tagAt = (b: Buffer, at: number) => b.toString('latin1', at, at + 4);

/** The plain TrueType/OpenType font inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (tagAt(woff, 0) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: tagAt(woff, at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const at = 12 + i * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

function tableOf(font: Buffer, tag: string): Buffer {
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (tagAt(font, at) === tag) {
      const offset = font.readUInt32BE(at + 8);
      return font.subarray(offset, offset + font.readUInt32BE(at + 12));
    }
  }
  throw new Error(`The font has no ${tag} table.`);
}

/** Character → glyph id, from the cmap's Unicode BMP subtable (format 4). */
function glyphMap(font: Buffer): (code: number) => number {
  const cmap = tableOf(font, 'cmap');
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    if (!((platform === 3 && encoding === 1) || platform === 0) || sub.readUInt16BE(0) !== 4) continue;
    const segs = sub.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segs * 2 + 2;
    const deltas = starts + segs * 2;
    const rangeOffsets = deltas + segs * 2;
    return (code) => {
      for (let s = 0; s < segs; s++) {
        if (code > sub.readUInt16BE(ends + s * 2)) continue;
        const start = sub.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = sub.readUInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = sub.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('The font has no Unicode cmap subtable of format 4.');
}

/** Width of a text in the font at a size, in px, from the glyphs' advance widths (no kerning). */
export function textMeasurer(font: Buffer): (text: string, size: number) => number {
  const unitsPerEm = tableOf(font, 'head').readUInt16BE(18);
  const hmetrics = tableOf(font, 'hhea').readUInt16BE(34);
  const hmtx = tableOf(font, 'hmtx');
  const glyphOf = glyphMap(font);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, hmetrics - 1) * 4);
  const cache = new Map<string, number>();
  return (text, size) => {
    let units = 0;
    for (const ch of text) {
      let width = cache.get(ch);
      if (width === undefined) cache.set(ch, (width = advance(glyphOf(ch.codePointAt(0)!))));
      units += width;
    }
    return (units / unitsPerEm) * size;
  };
}
