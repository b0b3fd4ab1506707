/** A 1×1 transparent PNG, base64 (what GET /wps/captcha answers, in miniature). */
export const captchaPngFixture =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
