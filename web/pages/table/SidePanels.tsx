// The table's side panels: the game log, and the chat beside it (tabs on a phone). A game without
// other people has no chat tab; unread counts only what this device has not seen.
import { useEffect, useState } from 'preact/hooks';
import type { TableInfo } from '@schema/protocol';
import type { GameUi } from '../../games/types';
import type { TableConnection } from '../../net/socket';
import { me } from '../../app/identity';
import { t } from '../../i18n';
import { LogPanel } from './LogPanel';
import { ChatPanel } from './ChatPanel';
import { chatSeenId, markChatSeen, unreadCount } from './chat-seen';

/** The phone breakpoint of web/styles/main.css, where log and chat become tabs. */
const TABBED_PANELS = '(max-width: 860px)';

/** Whether the side panels are tabs (phones, as main.css's breakpoint): then only one is in view. */
function useTabbedPanels(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia(TABBED_PANELS) : null;
  const [tabbed, setTabbed] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setTabbed(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return tabbed;
}

export function SidePanels({ conn, table, ui, chatError, lockNote }: { conn: TableConnection; table: TableInfo; ui: GameUi | null; chatError: string | null; lockNote: string | null }) {
  const [tab, setTab] = useState<'log' | 'chat'>('log');
  const [seenId, setSeenId] = useState(() => chatSeenId(table.id));
  const chat = conn.chat.value;
  // A game without other people (solo, daily, record hunt) has nobody to chat with: no chat tab.
  const withChat = table.mode === 'multi';
  // Wide screens show log and chat side by side (no tabs): there the chat is always in view.
  const tabbed = useTabbedPanels();
  const chatInView = withChat && (!tabbed || tab === 'chat');
  useEffect(() => {
    if (chatInView) setSeenId(markChatSeen(table.id, chat));
  }, [chatInView, chat]);
  const unread = !withChat || chatInView ? 0 : unreadCount(chat, seenId, conn.seat.value, me.value?.name ?? null);
  const log = (
    <>
      <h2 class="side-title">{t('table.log')}</h2>
      <LogPanel log={conn.log.value} table={table} ui={ui} />
    </>
  );
  if (!withChat) {
    return (
      <aside class="side-panels">
        <section id="panel-log" class="side-panel active" data-testid="log-only">{log}</section>
      </aside>
    );
  }
  return (
    <aside class="side-panels">
      <div class="tabs" role="tablist" aria-label={t('table.panels')}>
        {(['log', 'chat'] as const).map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            id={`tab-${x}`}
            aria-selected={tab === x}
            aria-controls={`panel-${x}`}
            class={`tab ${tab === x ? 'active' : ''}`}
            onClick={() => setTab(x)}
          >
            {t(`table.${x}`)}
            {x === 'chat' && unread > 0 && <span class="badge" data-testid="chat-unread" aria-label={t('chat.unread', { n: unread })}>{unread}</span>}
          </button>
        ))}
      </div>
      <section id="panel-log" role="tabpanel" aria-labelledby="tab-log" class={`side-panel ${tab === 'log' ? 'active' : ''}`}>
        {log}
      </section>
      <section id="panel-chat" role="tabpanel" aria-labelledby="tab-chat" class={`side-panel ${tab === 'chat' ? 'active' : ''}`}>
        <h2 class="side-title">{t('table.chat')}</h2>
        <ChatPanel chat={chat} error={chatError} canChat={!lockNote} lockNote={lockNote} onSend={(text) => conn.send({ t: 'chat', text })} />
      </section>
    </aside>
  );
}
