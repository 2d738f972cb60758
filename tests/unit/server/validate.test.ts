import { describe, expect, it } from 'vitest';
import { charCount, validateFeedback } from '../../../src/feedback/validate';
import { FEEDBACK_API_ERRORS as E, FEEDBACK_LIMITS } from '../../../src/spec/feedback';

const known = (path: string) => path === '/material-ui/getting-started';
const valid = { path: '/material-ui/getting-started', rating: 'up' };
const check = (body: unknown) => validateFeedback(body, known);
const error = (body: unknown) => {
  const result = check(body);
  return result.ok ? undefined : result.error;
};

describe('validateFeedback', () => {
  it('accepts a known page with a rating, the comment optional', () => {
    expect(check(valid)).toEqual({ ok: true, feedback: { ...valid, comment: '' } });
    expect(check({ ...valid, rating: 'down', comment: 'Missing an example.' })).toEqual({
      ok: true,
      feedback: { path: valid.path, rating: 'down', comment: 'Missing an example.' },
    });
  });

  it('takes a comment of exactly 2 000 characters and refuses 2 001', () => {
    expect(FEEDBACK_LIMITS.commentMaxChars).toBe(2000);
    expect(check({ ...valid, comment: 'x'.repeat(2000) }).ok).toBe(true);
    expect(error({ ...valid, comment: 'x'.repeat(2001) })).toBe(E.commentTooLong);
  });

  it('counts characters, not bytes or UTF-16 units: 2 000 emoji pass', () => {
    const emoji = '😀'.repeat(2000);
    expect(emoji.length).toBe(4000);
    expect(charCount(emoji)).toBe(2000);
    expect(check({ ...valid, comment: emoji }).ok).toBe(true);
    expect(error({ ...valid, comment: emoji + 'é' })).toBe(E.commentTooLong);
  });

  it('refuses anything but a JSON object', () => {
    for (const body of [null, 'up', 42, true, [valid], undefined]) expect(error(body)).toBe(E.notObject);
  });

  it('refuses unknown fields, "__proto__" included', () => {
    expect(error({ ...valid, email: 'a@b.c' })).toBe(E.unknownField('email'));
    expect(error(JSON.parse('{"path":"/material-ui/getting-started","rating":"up","__proto__":{"admin":true}}'))).toBe(E.unknownField('__proto__'));
  });

  it('needs the path of a page of the site, exactly as linked', () => {
    expect(error({ rating: 'up' })).toBe(E.pathMissing);
    expect(error({ ...valid, path: 7 })).toBe(E.pathMissing);
    expect(error({ ...valid, path: '' })).toBe(E.pathMissing);
    for (const path of ['/nope', '/material-ui/getting-started/', '/material-ui/getting-started?x=1', 'https://evil.example/', "/' OR 1=1 --"]) {
      expect(error({ ...valid, path })).toBe(E.pathUnknown);
    }
  });

  it('needs a rating of "up" or "down"', () => {
    for (const rating of [undefined, 'UP', 'yes', 1, true, null, ['up']]) expect(error({ ...valid, rating })).toBe(E.ratingInvalid);
  });

  it('needs a comment to be a string', () => {
    for (const comment of [null, 5, { text: 'hi' }, ['hi']]) expect(error({ ...valid, comment })).toBe(E.commentNotString);
  });

  it('refuses control characters and lone surrogates in comments, keeps line breaks and tabs', () => {
    expect(check({ ...valid, comment: 'line one\r\nline two\tend' }).ok).toBe(true);
    expect(error({ ...valid, comment: 'cut\u0000here' })).toBe(E.commentInvalid);
    expect(error({ ...valid, comment: 'bell\u0007' })).toBe(E.commentInvalid);
    expect(error({ ...valid, comment: 'half \ud83d emoji' })).toBe(E.commentInvalid);
  });

  it('refuses active HTML in comments: script elements, event handlers, javascript: links', () => {
    for (const comment of [
      '<script>alert(1)</script>',
      'nice </SCRIPT >',
      '<img src=x onerror=alert(1)>',
      '<a href="#" onclick = "steal()">x</a>',
      '<iframe src="https://evil.example">',
      '<svg/onload=alert(1)>',
      'see javascript:alert(document.cookie)',
      '<style>body{display:none}</style>',
    ]) {
      expect(error({ ...valid, comment }), comment).toBe(E.commentMarkup);
    }
  });

  it('keeps component names and everyday text: <Button>, <Link>, <SvgIcon />, "javascript: the language"', () => {
    for (const comment of ['The <Button> page needs a <Link> example.', 'Use <SvgIcon /> here; option onChange is unclear', 'I write javascript: it works', 'a < b and c > d']) {
      expect(check({ ...valid, comment }).ok, comment).toBe(true);
    }
  });

  it('keeps SQL-looking text as plain text: statements are parameterised, so it is only words', () => {
    const comment = `'); DROP TABLE feedback; -- and 1=1 OR ''='`;
    expect(check({ ...valid, comment })).toEqual({ ok: true, feedback: { ...valid, comment } });
  });
});
