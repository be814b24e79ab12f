// Owns what a chat line may be: clean text of at most 200 characters, and none while the game
// locks the chat (Speedkino: from the first move until the credits, private messages included).
import { ruleError, type RuleError } from '@games/core/types';
import { cleanChatText } from '@schema/names';
import { MAX_CHAT_CHARS } from '@schema/protocol';
import type { Step } from './effects';

/** The text as it will be stored and shown, or why it is refused. */
export function checkChat(s: Step, raw: string): string | RuleError {
  const { t, game } = s;
  if (t.status === 'playing' && t.match && game.chatLocked?.(t.match.state)) {
    return ruleError('chat_locked', 'The chat is closed while the game runs.');
  }
  const text = cleanChatText(raw);
  if (text.length === 0) return ruleError('chat_empty', 'Write something first.');
  if ([...text].length > MAX_CHAT_CHARS) return ruleError('chat_too_long', `At most ${MAX_CHAT_CHARS} characters.`, { max: MAX_CHAT_CHARS });
  return text;
}
