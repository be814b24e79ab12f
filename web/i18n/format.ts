// Small wording helpers shared by the games' own dictionaries.

/** A signed number the way the cards show it: +7, −3 (with a real minus sign), 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A number with a real minus sign when negative and no sign otherwise: −5, 0, 12. */
export function minus(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** "Anna, Otto und Berta": commas, and the language's `and` before the last item. */
export function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
