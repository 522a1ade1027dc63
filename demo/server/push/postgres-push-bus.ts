/**
 * The push bus of instances sharing a PostgreSQL database (push-bus.ts): each envelope is a
 * NOTIFY on one channel, and every instance LISTENs on it with a connection of its own. PostgreSQL
 * delivers a notification to every listener, the sender's too, after the sending statement ends;
 * one instance's envelopes are sent one after another, so they arrive in order.
 */
import pg from 'pg';
import type { PushBus, PushEnvelope } from './push-bus.ts';

export const PUSH_CHANNEL = 'storefront_push';
/** PostgreSQL refuses a payload of 8000 bytes or more; a push message is far smaller. */
export const MAX_PAYLOAD_BYTES = 7999;
/** After the listening connection drops, it is opened again after this wait. */
const RECONNECT_MS = 1000;

export class PostgresPushBus implements PushBus {
  private readonly listeners: ((envelope: PushEnvelope) => void)[] = [];
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private sending: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly log: (error: unknown) => void,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
    this.pool.on('error', log);
  }

  /** Opens the listening connection; resolves once it listens, so nothing published after is missed. */
  static async connect(url: string, log: (error: unknown) => void): Promise<PostgresPushBus> {
    const bus = new PostgresPushBus(url, log);
    await bus.listen();
    return bus;
  }

  publish(envelope: PushEnvelope): void {
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      this.log(
        new RangeError(`A push envelope of ${Buffer.byteLength(payload)} bytes is too large to send.`),
      );
      return;
    }
    this.sending = this.sending
      .then(() => this.pool.query('select pg_notify($1, $2)', [PUSH_CHANNEL, payload]))
      .then(
        () => {},
        (error: unknown) => this.log(error),
      );
  }

  subscribe(listener: (envelope: PushEnvelope) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.sending;
    await this.listener?.end().catch(() => {});
    await this.pool.end();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (notification) => {
      if (notification.channel !== PUSH_CHANNEL || !notification.payload) return;
      let envelope: PushEnvelope;
      try {
        envelope = JSON.parse(notification.payload) as PushEnvelope;
      } catch (error) {
        this.log(error);
        return;
      }
      for (const listener of this.listeners) listener(envelope);
    });
    client.on('error', (error) => {
      this.log(error);
      void client.end().catch(() => {});
      if (this.listener === client) this.listener = null;
      if (!this.closed) setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`listen ${PUSH_CHANNEL}`);
    this.listener = client;
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.listener) return;
    try {
      await this.listen();
    } catch (error) {
      this.log(error);
      if (!this.closed) setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    }
  }
}
