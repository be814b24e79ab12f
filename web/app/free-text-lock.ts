// While the table I am at locks free text (GameUi.freeTextLocked), the note that says so, in the
// current language; null otherwise. The table page sets it; the header's name editor and the chat
// show it instead of an input the server would only refuse (`chat_locked`).
import { signal } from '@preact/signals';

export const freeTextLock = signal<string | null>(null);
