// Unread chat: messages you have not seen, never your own. What you have seen is the highest message
// id shown to you at this table (the chat tab open, or the waiting room's chat), kept on this device,
// so a reload or a reconnect's history does not count again.
import type { ChatMessage } from '@schema/protocol';

const key = (tableId: string) => `sp.chatSeen.${tableId}`;

export function chatSeenId(tableId: string): number {
  try {
    return Number(localStorage.getItem(key(tableId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Marks every message of `chat` as seen; returns the new seen id. */
export function markChatSeen(tableId: string, chat: readonly ChatMessage[]): number {
  const seen = Math.max(chatSeenId(tableId), ...chat.map((m) => m.id));
  try {
    localStorage.setItem(key(tableId), String(seen));
  } catch { /* private mode: counts for this page only */ }
  return seen;
}

/** Your own message: from your seat, or — watching — from the table with your name. */
export function isOwn(m: ChatMessage, mySeat: number | null, myName: string | null): boolean {
  return mySeat !== null ? m.seat === mySeat : m.seat === null && m.name === myName;
}

export function unreadCount(chat: readonly ChatMessage[], seenId: number, mySeat: number | null, myName: string | null): number {
  return chat.filter((m) => m.id > seenId && !isOwn(m, mySeat, myName)).length;
}
