import { accountEndpoints } from '@hr/contracts';
import { createElement } from 'react';
import { ApiError, parseErrorBody } from './api-error.ts';
import { tenantStore } from './auth/tenant-store.ts';
import { feedback } from './feedback.ts';
import { i18n } from './i18n.ts';
import { getLanguage } from './language.ts';
import { loadingTracker } from './loading.ts';
import { noteServerTime } from './server-clock.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface HttpOptions {
  /** Query parameters; undefined, null and '' are left out, arrays repeat the parameter. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead of JSON (the token endpoint). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller shows the error itself: no global error notification. */
  silent?: boolean;
  signal?: AbortSignal;
  /** 'file': answer a {@link DownloadedFile} (the bytes and the server's file name) instead of JSON. */
  responseType?: 'json' | 'file';
}

/** A file the API answered (an Excel export, an attachment). */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (filename* first), or null. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

interface HttpHooks {
  getAccessToken: () => string | null;
  /** An API call came back 401: the session is over (token expired, revoked or never there). */
  onUnauthorized: () => void;
}

let hooks: HttpHooks = { getAccessToken: () => null, onUnauthorized: () => undefined };

/** Wires the client to the session (kept out of this file so the auth implementation can be swapped). */
export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

// The profile call fails on purpose for signed-out users; its failure is handled by the caller.
const quietUrls = [accountEndpoints.myProfile.path];

function buildUrl(url: string, query: HttpOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function showError(error: ApiError): void {
  const lines = error.validationErrors.map((v) => v.message).filter((m) => m !== error.message);
  const description =
    lines.length > 0 || error.details
      ? createElement(
          'div',
          null,
          createElement('div', null, error.message),
          error.details ? createElement('div', null, error.details) : null,
          lines.length > 0
            ? createElement(
                'ul',
                { style: { margin: '4px 0 0', paddingInlineStart: 18 } },
                ...lines.map((line) => createElement('li', { key: line }, line)),
              )
            : null,
        )
      : error.message;
  feedback().notification.error({ title: i18n.t('Error'), description });
}

/** Every API call of the web app goes through here. */
export async function request<T>(method: string, url: string, options: HttpOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = hooks.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = tenantStore.get();
  if (tenant) headers.__tenant = tenant.id;
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  Object.assign(headers, options.headers);

  loadingTracker.start();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(url, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, i18n.t('NetworkError'));
    }
    noteServerTime(response);
    if (response.ok && options.responseType === 'file') {
      const file: DownloadedFile = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
      return file as T;
    }
    const payload = await readBody(response);
    if (response.ok) return payload as T;

    const parsed = parseErrorBody(payload);
    const error = new ApiError(
      response.status,
      parsed.message ?? i18n.t('DefaultErrorMessage'),
      parsed.code,
      parsed.details,
      parsed.validationErrors,
    );
    // A refused sign-in is the caller's business; any other 401 ends the session.
    if (response.status === 401 && !url.startsWith('/connect/')) hooks.onUnauthorized();
    throw error;
  } catch (error) {
    if (
      error instanceof ApiError &&
      !options.silent &&
      !quietUrls.some((u) => url.split('?')[0]?.endsWith(u))
    ) {
      showError(error);
    }
    throw error;
  } finally {
    loadingTracker.stop();
  }
}

export const http = {
  get: <T>(url: string, options?: HttpOptions) => request<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: HttpOptions) =>
    request<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: HttpOptions) =>
    request<T>('PUT', url, { ...options, body }),
  delete: <T = void>(url: string, options?: HttpOptions) => request<T>('DELETE', url, options),
  /** GET a file with the session's headers; errors are shown and thrown as for any call. */
  download: (url: string, options?: HttpOptions) =>
    request<DownloadedFile>('GET', url, { ...options, responseType: 'file' }),
};
