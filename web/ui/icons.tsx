// Small line icons drawn as SVG in the text's colour: an emoji such as 🔑 shows as an empty box
// where the system has no emoji font (many Linux desktops).
const box = { viewBox: '0 0 16 16', width: '1em', height: '1em', 'aria-hidden': 'true' as const, focusable: 'false' as const, class: 'icon' };

export function KeyIcon() {
  return (
    <svg {...box} fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round">
      <circle cx="5" cy="8" r="3" />
      <path d="M8 8h7M12.5 8v2.5M14.5 8v2" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...box} fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round">
      <rect x="3" y="7" width="10" height="7.5" rx="1.2" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}
