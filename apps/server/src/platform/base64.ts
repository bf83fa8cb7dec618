/**
 * Decodes base64 (optionally a `data:...;base64,` URL), or undefined when it is not valid base64: Node
 * would skip bad characters silently, so the text is checked before. Files travel in JSON bodies this
 * way (attachments, the employees' Excel import).
 */
export function decodeBase64(text: string): Buffer | undefined {
  const body = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return undefined;
  return Buffer.from(body, 'base64');
}
