/** A browser and system in a few words, from a User-Agent header ("Chrome 120 · Windows"). */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return '—';
  const ua = userAgent;
  const version = (re: RegExp) => ua.match(re)?.[1]?.split('.')[0];
  const browser =
    (/Edg\//.test(ua) && `Edge ${version(/Edg\/([\d.]+)/)}`) ||
    (/OPR\//.test(ua) && `Opera ${version(/OPR\/([\d.]+)/)}`) ||
    (/Firefox\//.test(ua) && `Firefox ${version(/Firefox\/([\d.]+)/)}`) ||
    (/Chrome\//.test(ua) && `Chrome ${version(/Chrome\/([\d.]+)/)}`) ||
    (/Safari\//.test(ua) && /Version\//.test(ua) && `Safari ${version(/Version\/([\d.]+)/)}`) ||
    null;
  const system =
    (/Windows/.test(ua) && 'Windows') ||
    (/Android/.test(ua) && 'Android') ||
    (/iPhone|iPad/.test(ua) && 'iOS') ||
    (/Mac OS X/.test(ua) && 'macOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    null;
  if (!browser && !system) return ua.length > 60 ? `${ua.slice(0, 57)}…` : ua;
  return [browser, system].filter(Boolean).join(' · ');
}
