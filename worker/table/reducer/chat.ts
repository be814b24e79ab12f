// Owns what a chat line may be: clean text of at most 200 characters, and none while the game
// locks free text (a co-operative game: from the first move until the credits). The lock covers every free
// text a seat can publish to the table — the chat and a new display name — with the one reason
// `chat_locked`, so nobody can hint by renaming. The host knows nothing of the game: it asks
// `chatLocked` of the game interface.
import { ruleError, type RuleError } from '@games/core/types';
import { cleanChatText } from '@schema/names';
import { MAX_CHAT_CHARS } from '@schema/protocol';
import type { Step } from './effects';

/** The text as it will be stored and shown, or why it is refused. */
export function checkChat(s: Step, raw: string): string | RuleError {
  const locked = freeTextLock(s);
  if (locked) return locked;
  const text = cleanChatText(raw);
  if (text.length === 0) return ruleError('chat_empty', 'Write something first.');
  if ([...text].length > MAX_CHAT_CHARS) return ruleError('chat_too_long', `At most ${MAX_CHAT_CHARS} characters.`, { max: MAX_CHAT_CHARS });
  return text;
}

/** Why free text (chat, a new name) is refused now, or null: the game locks it while it runs. */
export function freeTextLock(s: Step): RuleError | null {
  const { t, game } = s;
  if (t.status === 'playing' && t.match && game.chatLocked?.(t.match.state)) {
    return ruleError('chat_locked', 'The chat and names are closed while the game runs.');
  }
  return null;
}
