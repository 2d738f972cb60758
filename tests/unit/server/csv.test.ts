import { describe, expect, it } from 'vitest';
import { csvCell, feedbackCsv } from '../../../src/feedback/csv';

const row = { id: 1, createdAt: '2026-01-02T03:04:05.000Z', path: '/material-ui/getting-started', rating: 'up', comment: '' };

describe('feedback CSV', () => {
  it('starts with a header row and ends lines with CRLF', () => {
    expect(feedbackCsv([])).toBe('id,created_at,path,rating,comment\r\n');
    expect(feedbackCsv([row])).toBe('id,created_at,path,rating,comment\r\n1,2026-01-02T03:04:05.000Z,/material-ui/getting-started,up,\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('fine = ok')).toBe('fine = ok');
    // Numbers are ours (the id), never user text.
    expect(csvCell(-1)).toBe('-1');
  });

  it('keeps every comment whole: one record per row, however hostile', () => {
    const comment = `<script>alert("x")</script>,\r\n'); DROP TABLE feedback; --`;
    const csv = feedbackCsv([{ ...row, comment }]);
    expect(csv).toBe(`id,created_at,path,rating,comment\r\n1,2026-01-02T03:04:05.000Z,/material-ui/getting-started,up,"<script>alert(""x"")</script>,\r\n'); DROP TABLE feedback; --"\r\n`);
  });
});
