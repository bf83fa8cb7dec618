import type { AddressInfo } from 'node:net';
import addressparser from 'nodemailer/lib/addressparser';
import { SMTPServer } from 'smtp-server';

export interface MailAddress {
  name: string;
  address: string;
}

/** A message as the SMTP server received it: the envelope and the parsed MIME message. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The user name the client signed in with (AUTH), when it did. */
  authUser: string | undefined;
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>;
  from: MailAddress | undefined;
  to: MailAddress[];
  subject: string;
  /** The text/plain body (line ends as \n), '' when there is none. */
  text: string;
  /** The text/html body, when there is one. */
  html: string | undefined;
  /** The parts sent as attachments, decoded. */
  attachments: MailAttachment[];
  raw: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface TestSmtpServer {
  port: number;
  /** Every message received so far, in order. */
  messages: ReceivedMail[];
  /** The first message (received or still to come) matching the predicate; rejects after the timeout. */
  waitForMessage(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Require AUTH with this user and password (PLAIN or LOGIN, allowed without TLS on loopback). */
  auth?: { user: string; pass: string };
  /** Refuse these recipients at RCPT TO (550), as a server that knows no such mailbox. */
  rejectRecipient?: (address: string) => boolean;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port for tests that send mail: it keeps every message and
 * parses it (headers, addresses, subject, text and HTML bodies; base64 and quoted-printable; encoded
 * words). Plain SMTP without STARTTLS, as a local relay would be.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();

  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass)
        return callback(null, { user: auth.username });
      const error = new Error('Invalid user name or password') as Error & { responseCode: number };
      error.responseCode = 535;
      return callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipient?.(address.address)) return callback();
      const error = new Error(`Mailbox unavailable: ${address.address}`) as Error & { responseCode: number };
      error.responseCode = 550;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mail: ReceivedMail = {
          ...parseMessage(raw),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          authUser: typeof session.user === 'string' ? session.user : undefined,
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a minimal MIME reader: enough for what nodemailer writes ----

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Splits header block and body; header values unfolded, names lower case (the first of repeated ones). */
function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?utf-8?B?...?= and =?utf-8?Q?...?=) in a header value. */
function decodeWords(value: string): string {
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return decodeBytes(bytes, charset.split('*')[0]);
    });
}

function contentType(headers: Record<string, string>): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = (headers['content-type'] ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function bodyBytes(part: MimePart): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return encoding === 'base64'
    ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
    : encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : Buffer.from(part.body, 'latin1');
}

function decodeBody(part: MimePart, charset: string | undefined): string {
  return decodeBytes(bodyBytes(part), charset).replace(/\r\n/g, '\n');
}

function collectBodies(
  part: MimePart,
  out: { text?: string; html?: string; attachments: MailAttachment[] },
): void {
  const { type, params } = contentType(part.headers);
  if (type.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const sections = part.body.split(
      new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // sections[0] is the preamble; the last starts with '--' (the closing delimiter).
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^[ \t]*\r?\n/, '')), out);
    }
    return;
  }
  const disposition = part.headers['content-disposition'];
  if (disposition?.toLowerCase().startsWith('attachment')) {
    const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? params.name ?? '';
    out.attachments.push({ filename: decodeWords(name), contentType: type, content: bodyBytes(part) });
    return;
  }
  if (type === 'text/plain' && out.text === undefined) out.text = decodeBody(part, params.charset);
  if (type === 'text/html' && out.html === undefined) out.html = decodeBody(part, params.charset);
}

function addresses(value: string | undefined): MailAddress[] {
  if (!value) return [];
  return addressparser(value, { flatten: true }).map((a) => ({ name: a.name, address: a.address }));
}

/** Parses a raw RFC 5322 message (as latin1 text, one char per byte). */
export function parseMessage(raw: string): Omit<ReceivedMail, 'envelope' | 'authUser'> {
  // The line end before the SMTP end-of-data dot is the protocol's, not the body's.
  const top = splitPart(raw.replace(/\r?\n$/, ''));
  const headers = Object.fromEntries(Object.entries(top.headers).map(([k, v]) => [k, decodeWords(v)]));
  const bodies: { text?: string; html?: string; attachments: MailAttachment[] } = { attachments: [] };
  collectBodies(top, bodies);
  return {
    headers,
    from: addresses(headers.from)[0],
    to: addresses(headers.to),
    subject: headers.subject ?? '',
    text: bodies.text ?? '',
    html: bodies.html,
    attachments: bodies.attachments,
    raw,
  };
}
