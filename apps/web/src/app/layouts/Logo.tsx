export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="app-logo">
      <rect width="32" height="32" rx="8" fill="#1f5fa8" />
      <circle cx="12" cy="12" r="4" fill="#fff" />
      <circle cx="21" cy="13" r="3" fill="#9cc3f0" />
      <path d="M5 25c1-5 4-7 7-7s6 2 7 7z" fill="#fff" />
      <path d="M17 25c.5-3 2-5.5 4-5.5s4 2 5 5.5z" fill="#9cc3f0" />
    </svg>
  );
}
