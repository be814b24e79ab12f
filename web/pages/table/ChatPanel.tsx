// Table chat: messages, and an input of at most 200 characters. Server refusals (rate limit,
// locked chat) are shown under the input; while the game locks free text its reason stands there instead.
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_CHAT_CHARS, type ChatMessage } from '@schema/protocol';
import { t } from '../../i18n';

export function ChatPanel({ chat, onSend, error, canChat, lockNote = null }: {
  chat: ChatMessage[];
  onSend(text: string): boolean;
  error: string | null;
  canChat: boolean;
  lockNote?: string | null;
}) {
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const last = chat[chat.length - 1]?.id;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  const submit = (e: Event) => {
    e.preventDefault();
    const msg = text.trim();
    if (!msg) return;
    if (onSend(msg)) setText('');
  };
  return (
    <div class="chat">
      <ol ref={list} class="chat-list" aria-label={t('table.chat')} aria-live="polite" tabIndex={0}>
        {chat.length === 0 && <li class="muted">{t('chat.empty')}</li>}
        {chat.map((m) => (
          <li key={m.id}>
            <strong class="chat-name">{m.name}</strong> <span class="chat-text">{m.text}</span>
          </li>
        ))}
      </ol>
      {canChat && (
        <form class="chat-form" onSubmit={submit}>
          <label for="chat-input" class="sr-only">{t('chat.label')}</label>
          <input
            id="chat-input"
            data-testid="chat-input"
            value={text}
            maxLength={MAX_CHAT_CHARS}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            aria-describedby={error ? 'chat-error' : undefined}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
          <button type="submit" class="btn btn-secondary btn-small" disabled={!text.trim()}>{t('chat.send')}</button>
        </form>
      )}
      {lockNote && <p class="chat-locked muted small" data-testid="chat-locked">{lockNote}</p>}
      {error && <p id="chat-error" class="form-error small" role="alert">{error}</p>}
    </div>
  );
}
