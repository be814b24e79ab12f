// A WebSocket that reconnects with jittered exponential backoff and keeps itself alive with
// "ping" text frames every 25 s (the server answers "pong", which is swallowed here).
import { signal, type ReadonlySignal } from '@preact/signals';

export type ConnState = 'connecting' | 'open' | 'closed';

const PING_MS = 25_000;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;

export interface ReconnectingSocketOptions {
  onOpen?(): void;
  onMessage(data: unknown): void;
  /** Close codes after which retrying is pointless (e.g. table not found). */
  fatalCodes?: number[];
  onFatal?(code: number, reason: string): void;
  /** Close codes after which `beforeReconnect` runs first; then it reconnects at once. */
  pauseCodes?: number[];
  beforeReconnect?(code: number): Promise<void>;
}

export class ReconnectingSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: number | undefined;
  private pingTimer: number | undefined;
  private stopped = false;
  private readonly stateSignal = signal<ConnState>('connecting');
  readonly state: ReadonlySignal<ConnState> = this.stateSignal;

  constructor(private readonly url: string, private readonly opts: ReconnectingSocketOptions) {
    this.connect();
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', this.onVisible);
  }

  /** Sends a JSON message; returns false when not connected. */
  send(msg: unknown): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close(): void {
    this.stopped = true;
    window.removeEventListener('online', this.retryNow);
    document.removeEventListener('visibilitychange', this.onVisible);
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.pingTimer);
    this.ws?.close(1000, 'bye');
    this.ws = null;
    this.stateSignal.value = 'closed';
  }

  private connect(): void {
    if (this.stopped) return;
    this.stateSignal.value = 'connecting';
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.attempts = 0;
      this.stateSignal.value = 'open';
      window.clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_MS);
      this.opts.onOpen?.();
    };
    ws.onmessage = (e: MessageEvent) => {
      if (this.ws !== ws || typeof e.data !== 'string' || e.data === 'pong') return;
      let data: unknown;
      try {
        data = JSON.parse(e.data);
      } catch {
        return;
      }
      this.opts.onMessage(data);
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      window.clearInterval(this.pingTimer);
      this.ws = null;
      if (this.stopped) return;
      if (this.opts.fatalCodes?.includes(e.code)) {
        this.stopped = true;
        this.stateSignal.value = 'closed';
        this.opts.onFatal?.(e.code, e.reason);
        return;
      }
      if (this.opts.pauseCodes?.includes(e.code) && this.opts.beforeReconnect) {
        this.stateSignal.value = 'connecting';
        const wait = this.opts.beforeReconnect(e.code).catch(() => undefined);
        void wait.then(() => {
          if (this.stopped || this.ws) return;
          this.attempts = 0;
          this.connect();
        });
        return;
      }
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    this.stateSignal.value = this.attempts >= 2 ? 'closed' : 'connecting';
    const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** this.attempts);
    const delay = base / 2 + Math.random() * (base / 2);
    this.attempts++;
    window.clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.connect(), delay);
  }

  private retryNow = (): void => {
    if (this.stopped || this.ws) return;
    window.clearTimeout(this.retryTimer);
    this.attempts = 0;
    this.connect();
  };

  private onVisible = (): void => {
    if (document.visibilityState === 'visible') this.retryNow();
  };
}
