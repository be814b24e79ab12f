// The foyer's live list of open tables: an initial GET, then pushes over /ws/lobby/:game.
import { signal } from '@preact/signals';
import type { GameId, LobbyChange, LobbyMessage, LobbyTable } from '@schema/protocol';
import { ReconnectingSocket } from './reconnecting';
import { api, wsUrl } from './api';

export class LobbyFeed {
  readonly tables = signal<LobbyTable[] | null>(null);
  private readonly socket: ReconnectingSocket;
  readonly state;

  constructor(game: GameId) {
    api.lobby(game).then(
      (r) => {
        if (this.tables.value === null) this.tables.value = r.tables;
      },
      () => {
        // The socket will deliver the list; a failed first GET is not worth a message.
      },
    );
    this.socket = new ReconnectingSocket(wsUrl(`/ws/lobby/${game}`), {
      onMessage: (m) => {
        const msg = m as LobbyMessage;
        if (msg?.t === 'tables' && Array.isArray(msg.tables)) this.tables.value = msg.tables;
        else if (msg?.t === 'changes' && Array.isArray(msg.changes)) this.tables.value = applyChanges(this.tables.value ?? [], msg.changes);
      },
    });
    this.state = this.socket.state;
  }

  close(): void {
    this.socket.close();
  }
}

/** The list after the foyer's changes: updates replace, new tables come first, removed ones go. */
export function applyChanges(tables: LobbyTable[], changes: LobbyChange[]): LobbyTable[] {
  let out = tables;
  for (const c of changes) {
    out = out.filter((t) => t.id !== c.id);
    if (!('removed' in c)) out = [c, ...out];
  }
  return [...out].sort((a, b) => b.createdAt - a.createdAt);
}
